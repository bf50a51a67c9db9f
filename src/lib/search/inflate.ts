/**
 * Decompresses a zlib stream (RFC 1950 around RFC 1951's deflate) in plain JavaScript: the index
 * reader's fallback for a browser without `DecompressionStream` (./index-reader). Every browser the
 * site supports has it, so this module is loaded on demand, never in the search's own code; it
 * keeps the embedded search correct in older ones, at the cost of a slower decompression.
 */

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** The order in which a dynamic block lists the code lengths of its code-length alphabet. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A canonical Huffman code: how many codes of each bit length, and the symbols in code order. */
interface Huffman {
  counts: Uint16Array;
  symbols: Uint16Array;
}

function huffman(lengths: ArrayLike<number>): Huffman {
  const counts = new Uint16Array(16);
  for (let i = 0; i < lengths.length; i += 1) counts[lengths[i]] += 1;
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let bits = 1; bits < 16; bits += 1) offsets[bits] = offsets[bits - 1] + counts[bits - 1];
  const symbols = new Uint16Array(lengths.length);
  for (let i = 0; i < lengths.length; i += 1) if (lengths[i] > 0) symbols[offsets[lengths[i]]++] = i;
  return { counts, symbols };
}

const FIXED_LITERALS = huffman(Array.from({ length: 288 }, (_, i) => (i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8)));
const FIXED_DISTANCES = huffman(Array.from({ length: 30 }, () => 5));

class Inflater {
  private position = 0;
  private bitBuffer = 0;
  private bitCount = 0;
  private out = new Uint8Array(1024);
  length = 0;

  constructor(private readonly input: Uint8Array) {}

  private byte(): number {
    if (this.position >= this.input.length) throw new Error("The compressed data ends too early");
    return this.input[this.position++];
  }

  bits(count: number): number {
    while (this.bitCount < count) {
      this.bitBuffer |= this.byte() << this.bitCount;
      this.bitCount += 8;
    }
    const value = this.bitBuffer & ((1 << count) - 1);
    this.bitBuffer >>>= count;
    this.bitCount -= count;
    return value;
  }

  /** The whole bytes after the current one (a stored block, the zlib trailer). */
  alignedBytes(count: number): Uint8Array {
    this.bitBuffer = 0;
    this.bitCount = 0;
    if (this.position + count > this.input.length) throw new Error("The compressed data ends too early");
    this.position += count;
    return this.input.subarray(this.position - count, this.position);
  }

  private decode({ counts, symbols }: Huffman): number {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let bits = 1; bits < 16; bits += 1) {
      code |= this.bits(1);
      const count = counts[bits];
      if (code - first < count) return symbols[index + code - first];
      index += count;
      first = (first + count) << 1;
      code <<= 1;
    }
    throw new Error("The compressed data holds an invalid Huffman code");
  }

  private push(value: number): void {
    if (this.length === this.out.length) {
      const grown = new Uint8Array(this.out.length * 2);
      grown.set(this.out);
      this.out = grown;
    }
    this.out[this.length++] = value;
  }

  stored(): void {
    const header = this.alignedBytes(4);
    const length = header[0] | (header[1] << 8);
    if ((length ^ (header[2] | (header[3] << 8))) !== 0xffff) throw new Error("A stored block's length does not match its check");
    for (const value of this.alignedBytes(length)) this.push(value);
  }

  compressed(literals: Huffman, distances: Huffman): void {
    for (let symbol = this.decode(literals); symbol !== 256; symbol = this.decode(literals)) {
      if (symbol < 256) {
        this.push(symbol);
        continue;
      }
      const lengthCode = symbol - 257;
      if (lengthCode >= LENGTH_BASE.length) throw new Error("The compressed data holds an invalid length code");
      const length = LENGTH_BASE[lengthCode] + this.bits(LENGTH_EXTRA[lengthCode]);
      const distanceCode = this.decode(distances);
      if (distanceCode >= DISTANCE_BASE.length) throw new Error("The compressed data holds an invalid distance code");
      const distance = DISTANCE_BASE[distanceCode] + this.bits(DISTANCE_EXTRA[distanceCode]);
      if (distance > this.length) throw new Error("The compressed data refers back past its start");
      for (let i = 0; i < length; i += 1) this.push(this.out[this.length - distance]);
    }
  }

  dynamicCodes(): [Huffman, Huffman] {
    const literalCount = this.bits(5) + 257;
    const distanceCount = this.bits(5) + 1;
    const codeLengthCount = this.bits(4) + 4;
    const codeLengths = new Uint8Array(19);
    for (let i = 0; i < codeLengthCount; i += 1) codeLengths[CODE_LENGTH_ORDER[i]] = this.bits(3);
    const codeLengthCode = huffman(codeLengths);
    const lengths = new Uint8Array(literalCount + distanceCount);
    for (let i = 0; i < lengths.length; ) {
      const symbol = this.decode(codeLengthCode);
      if (symbol < 16) {
        lengths[i++] = symbol;
        continue;
      }
      if (symbol === 16 && i === 0) throw new Error("The compressed data repeats a code length before the first");
      const [value, repeat] = symbol === 16 ? [lengths[i - 1], 3 + this.bits(2)] : symbol === 17 ? [0, 3 + this.bits(3)] : [0, 11 + this.bits(7)];
      if (i + repeat > lengths.length) throw new Error("The compressed data lists too many code lengths");
      lengths.fill(value, i, i + repeat);
      i += repeat;
    }
    return [huffman(lengths.subarray(0, literalCount)), huffman(lengths.subarray(literalCount))];
  }

  result(): Uint8Array {
    return this.out.subarray(0, this.length);
  }

  /** How many input bytes were read. */
  consumed(): number {
    return this.position;
  }
}

/** The Adler-32 checksum of `data` (RFC 1950). */
export function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; ) {
    // 5,552 bytes at most between reductions keep both sums within 32 bits.
    for (const end = Math.min(data.length, i + 5552); i < end; i += 1) {
      a += data[i];
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** The bytes of a zlib stream; throws on anything but one whole, valid stream. */
export function inflateZlib(input: Uint8Array): Uint8Array {
  if (input.length < 6 || (input[0] & 0x0f) !== 8 || input[0] >> 4 > 7 || ((input[0] << 8) | input[1]) % 31 !== 0 || input[1] & 0x20) {
    throw new Error("The data is not a zlib stream this reader can decompress");
  }
  const inflater = new Inflater(input.subarray(2));
  let last = 0;
  while (!last) {
    last = inflater.bits(1);
    const type = inflater.bits(2);
    if (type === 0) inflater.stored();
    else if (type === 1) inflater.compressed(FIXED_LITERALS, FIXED_DISTANCES);
    else if (type === 2) inflater.compressed(...inflater.dynamicCodes());
    else throw new Error("The compressed data holds a block of an unknown type");
  }
  const output = inflater.result();
  const trailer = inflater.alignedBytes(4);
  if ((((trailer[0] << 24) | (trailer[1] << 16) | (trailer[2] << 8) | trailer[3]) >>> 0) !== adler32(output)) throw new Error("The decompressed data does not match its checksum");
  if (input.length !== 2 + inflater.consumed()) throw new Error("The data goes on after its zlib stream");
  return output;
}
