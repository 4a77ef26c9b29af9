/**
 * Strips metadata from a PNG or JPEG as it streams: EXIF (GPS positions above all), XMP, IPTC and
 * comments in JPEG (APP1, APP3–APP13, APP15, COM; the rest after the end-of-image marker), EXIF,
 * text and time chunks in PNG. The pixels are copied untouched, never decoded or re-encoded.
 *
 * Written here rather than taken from a package (see docs/business-rules.md, "Photos"): the stream
 * strippers on npm copy the rest of their buffer for every segment, so a crafted file of many tiny
 * segments or chunks costs time by the square of its size; this reader is linear. A file whose
 * structure is broken is refused; one that merely ends early is kept as far as it goes.
 */

/** Thrown for a file whose segments or chunks are not those of its type. */
export class MalformedImage extends Error {}

// JPEG markers with no length after them: TEM, RSTn, SOI, EOI.
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
// APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) are needed to show the
// picture right; every other application segment and comments are metadata.
const droppedJpegSegment = (marker: number) =>
  (marker >= 0xe1 && marker <= 0xef && marker !== 0xe2 && marker !== 0xee) || marker === 0xfe;
const DROPPED_PNG_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME', 'dSIG']);
const PNG_CHUNK_TYPE = /^[A-Za-z]{4}$/;

/** Reads a stream of buffers by counts, copying only what spans two buffers. */
class Reader {
  private head: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.head = this.head.length === 0 ? next.value : Buffer.concat([this.head, next.value]);
    return true;
  }

  /** `n` bytes, or fewer when the stream ends first. */
  async read(n: number): Promise<Buffer> {
    while (this.head.length < n && (await this.more())) {}
    const taken = this.head.subarray(0, n);
    this.head = this.head.subarray(taken.length);
    return taken;
  }

  /** The next `n` bytes as they come (fewer when the stream ends first). */
  async *take(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.head.length === 0 && !(await this.more())) return;
      const part = this.head.subarray(0, left);
      this.head = this.head.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }

  /** Passes over the next `n` bytes. */
  async skip(n: number): Promise<void> {
    let left = n;
    while (left > 0) {
      if (this.head.length === 0 && !(await this.more())) return;
      const part = Math.min(left, this.head.length);
      this.head = this.head.subarray(part);
      left -= part;
    }
  }

  /** Everything left. */
  async *rest(): AsyncGenerator<Buffer> {
    if (this.head.length > 0) yield this.head;
    this.head = Buffer.alloc(0);
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) yield next.value;
  }
}

async function* jpeg(reader: Reader): AsyncGenerator<Buffer> {
  for (;;) {
    const start = await reader.read(2);
    if (start.length < 2) return yield start;
    if (start[0] !== 0xff) throw new MalformedImage('JPEG segment without a marker');
    let marker = start[1] as number;
    // Fill bytes before a marker.
    while (marker === 0xff) {
      const next = await reader.read(1);
      if (next.length === 0) return;
      marker = next[0] as number;
    }
    const markerBytes = Buffer.from([0xff, marker]);
    if (marker === 0xd9) return yield markerBytes; // EOI: whatever trails it is dropped
    if (standalone(marker)) {
      yield markerBytes;
      continue;
    }
    const lengthBytes = await reader.read(2);
    if (lengthBytes.length < 2) return yield Buffer.concat([markerBytes, lengthBytes]);
    const length = lengthBytes.readUInt16BE(0);
    if (length < 2) throw new MalformedImage('JPEG segment too short');
    if (droppedJpegSegment(marker)) {
      await reader.skip(length - 2);
      continue;
    }
    yield markerBytes;
    yield lengthBytes;
    yield* reader.take(length - 2);
    // Start of scan: compressed data follows, up to the end; metadata segments come before it.
    if (marker === 0xda) {
      for await (const part of reader.rest()) {
        const end = part.indexOf(Buffer.from([0xff, 0xd9]));
        if (end >= 0) return yield part.subarray(0, end + 2);
        yield part;
      }
      return;
    }
  }
}

async function* png(reader: Reader): AsyncGenerator<Buffer> {
  yield await reader.read(6); // the signature's rest
  for (;;) {
    const header = await reader.read(8);
    if (header.length < 8) return yield header;
    const length = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (length > 0x7fffffff || !PNG_CHUNK_TYPE.test(type)) throw new MalformedImage('PNG chunk malformed');
    // Data and CRC.
    if (DROPPED_PNG_CHUNKS.has(type)) {
      await reader.skip(length + 4);
      continue;
    }
    yield header;
    yield* reader.take(length + 4);
    if (type === 'IEND') return;
  }
}

/**
 * A stream transform (for `pipeline`) stripping the metadata of a PNG or JPEG, told apart by the
 * first bytes (the caller has checked it is one of them).
 */
export async function* stripImageMetadata(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const reader = new Reader(source[Symbol.asyncIterator]());
  const start = await reader.read(2);
  yield start;
  if (start.length < 2) return;
  yield* start[0] === 0x89 ? png(reader) : jpeg(reader);
}
