// Writes ZIP archives for the tests, including dishonest ones: an entry may declare sizes it does not have.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  name: string;
  data: Buffer;
  /** 8 (deflate, the default) or 0 (stored). */
  method?: 0 | 8;
  /** Written to the headers instead of the true uncompressed size (to build a lying archive). */
  declaredSize?: number;
  /** Sizes given in a ZIP64 extra field, the 32-bit fields saturated, as streaming writers do. */
  zip64?: boolean;
  /** General-purpose flags (bit 0: encrypted). */
  flags?: number;
}

/** A ZIP archive of the inputs, in order, with a central directory and an end record (no comment). */
export function makeZip(inputs: readonly ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const method = input.method ?? 8;
    const stored = method === 0 ? input.data : deflateRawSync(input.data);
    const name = Buffer.from(input.name, 'utf8');
    const size = input.declaredSize ?? input.data.length;
    const crc = crc32(input.data);
    const extra = Buffer.alloc(input.zip64 ? 20 : 0);
    if (input.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(stored.length), 12);
    }
    const flags = 0x0800 | (input.flags ?? 0); // UTF-8 names
    // The local header and the central header share these fields; the central one has them 2 bytes later.
    const writeShared = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(flags, at + 2);
      header.writeUInt16LE(method, at + 4);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(input.zip64 ? 0xffffffff : stored.length, at + 14);
      header.writeUInt32LE(input.zip64 ? 0xffffffff : size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
      header.writeUInt16LE(extra.length, at + 24);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeShared(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeShared(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, extra, stored);
    centrals.push(central, name, extra);
    offset += local.length + name.length + extra.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The three parts a minimal Word document needs, with the given body XML (w:p elements). */
export function wordParts(bodyXml: string): ZipInput[] {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}"><w:body>${bodyXml}</w:body></w:document>`,
      ),
    },
  ];
}
