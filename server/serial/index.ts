// The server's serial link to the button box: a line transport (serialport, or the
// virtual box behind the same interface), the BoxLink that speaks protocols v1 and v2
// over it, and the port listing and HELLO probes behind `--serial auto` and `apophis ports`.
export {
  BOX_DEVICE,
  type BoxEvent,
  type BoxEventMessage,
  BoxLink,
  type BoxLinkOptions,
  type BoxStatus,
  type LinkCounters,
  type LinkLogger,
  type LinkState,
  refuseHello,
} from './box-link.ts';
export {
  BOX_CHIPS,
  describePorts,
  type FindBoxResult,
  findBox,
  likelyBoxPorts,
  listPorts,
  type PortListing,
  type ProbeResult,
  probeBox,
  type SerialPortEntry,
} from './ports.ts';
export {
  DEFAULT_BAUD,
  type LineTransport,
  type LineTransportEvents,
  SerialLineTransport,
  serialTransport,
  type TransportFactory,
} from './transport.ts';
