// Home Assistant's MQTT discovery (`--mqtt-discovery`): each table's game, phase and time left
// as three sensors of one device, read from the table's retained `state` and made unavailable by
// its `status` (the last will included). Retained, so Home Assistant finds them when it starts.

import { topicOf } from './contract.ts';

export type DiscoveryConfig = { topic: string; payload: Record<string, unknown> };

/** The sensors' ids: Home Assistant's discovery topics take letters, digits, `_` and `-`. */
function nodeId(hall: string, key: string): string {
  return `apophis_${hall}_${key.replace('/', '_')}`.replace(/-/g, '_');
}

/** The three sensors of table `key` (`<name>/<k>`). */
export function discoveryConfigs(
  hall: string,
  key: string,
  prefix = 'homeassistant',
): DiscoveryConfig[] {
  const node = nodeId(hall, key);
  const common = {
    state_topic: topicOf(hall, key, 'state'),
    availability_topic: topicOf(hall, key, 'status'),
    availability_template: "{{ 'online' if value_json.online else 'offline' }}",
    device: {
      identifiers: [node],
      name: `Apophis table ${key}`,
      manufacturer: 'Apophis Mission Control',
      model: `hall ${hall}`,
    },
  };
  const sensors: [string, string, Record<string, unknown>][] = [
    ['game', 'Game', { value_template: '{{ value_json.game }}', icon: 'mdi:dice-multiple' }],
    ['phase', 'Phase', { value_template: '{{ value_json.phase }}', icon: 'mdi:timeline-clock' }],
    [
      'time_left',
      'Time left',
      {
        // The time left when the state was sent, less what has run since (`at`) while it runs;
        // the table sends its state again at the last ten seconds, so a room's lights can dim then.
        value_template:
          '{% if value_json.clock %}{{ [((value_json.clock.leftMs - ((now().timestamp() * 1000 - value_json.clock.at) if value_json.clock.running else 0)) / 1000) | round(0) | int, 0] | max }}{% else %}None{% endif %}',
        device_class: 'duration',
        unit_of_measurement: 's',
        icon: 'mdi:timer-sand',
      },
    ],
  ];
  return sensors.map(([object, name, extra]) => ({
    topic: `${prefix}/sensor/${node}/${object}/config`,
    payload: {
      ...common,
      name,
      unique_id: `${node}_${object}`,
      object_id: `${node}_${object}`,
      ...extra,
    },
  }));
}
