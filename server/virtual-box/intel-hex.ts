// Intel HEX, the format avr-gcc's toolchain writes a sketch's flash in
// (firmware/build/apophis-box.hex): read into the flash bytes the simulated Uno runs.

/** An ATmega328P's flash: 32 KiB. */
export const FLASH_BYTES = 32 * 1024;

/**
 * Flash bytes from Intel HEX text (data, EOF and address records). Throws an
 * Error naming the line for anything malformed: a bad .hex must not half-load.
 */
export function parseIntelHex(text: string, flashBytes = FLASH_BYTES): Uint8Array {
  const flash = new Uint8Array(flashBytes).fill(0xff);
  let base = 0;
  let ended = false;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length && !ended; n++) {
    const line = lines[n]?.trim() ?? '';
    if (line === '') continue;
    const where = `Intel HEX line ${n + 1}`;
    if (!/^:([0-9A-Fa-f]{2})+$/.test(line) || line.length < 11) {
      throw new Error(`${where} is not a record: ${JSON.stringify(line.slice(0, 40))}`);
    }
    const bytes = Uint8Array.from(line.slice(1).match(/../g) ?? [], (pair) => parseInt(pair, 16));
    const count = bytes[0] ?? 0;
    if (bytes.length !== count + 5)
      throw new Error(`${where} says ${count} data bytes but has ${bytes.length - 5}`);
    if (bytes.reduce((sum, b) => sum + b, 0) % 256 !== 0)
      throw new Error(`${where} has a bad checksum`);
    const address = ((bytes[1] ?? 0) << 8) | (bytes[2] ?? 0);
    const data = bytes.subarray(4, 4 + count);
    switch (bytes[3]) {
      case 0x00: {
        const at = base + address;
        if (at + count > flashBytes)
          throw new Error(`${where} writes past the ${flashBytes}-byte flash`);
        flash.set(data, at);
        break;
      }
      case 0x01:
        ended = true;
        break;
      case 0x02:
        base = (((data[0] ?? 0) << 8) | (data[1] ?? 0)) * 16;
        break;
      case 0x04:
        base = (((data[0] ?? 0) << 8) | (data[1] ?? 0)) * 65536;
        break;
      case 0x03:
      case 0x05:
        break; // start addresses: an AVR always starts at 0
      default:
        throw new Error(`${where} has unknown record type ${bytes[3]}`);
    }
  }
  if (!ended) throw new Error('Intel HEX has no end-of-file record');
  return flash;
}
