import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FileInfo, SignedFileUrl } from '../../domain/files/files-api';
import type { Database, Queryable } from '../db/client';
import { storedFiles } from '../db/schema/attachments';
import type { Actor } from '../plugins/actor';
import type { ObjectBody, ObjectStorage } from './object-storage';
import { makeThumbnail } from './thumbnail';

export type StoredFile = typeof storedFiles.$inferSelect;

/** Says whether the caller may read files of one owner (a request, an asset...). */
export type OwnerReadCheck = (actor: Actor, ownerId: string | null) => Promise<boolean>;

export interface SaveFileInput {
  /** What the file belongs to; the module that owns it registered a read check for this kind. */
  ownerKind: string;
  ownerId: string | null;
  name: string;
  contentType: string;
  /** Bytes made on the server, or an upload on disk. */
  content: ObjectBody;
  createdByUserId: string | null;
}

const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An upload's size and hash were counted as it was written; bytes made here are measured now. */
const measured = (content: ObjectBody) => (Buffer.isBuffer(content) ? { size: content.length, sha256: sha256Hex(content) } : content);

/**
 * The one entry point to file storage for every module (request attachments, asset photos, guide
 * images):
 *   - `save` stores bytes and records them (pass the transaction that records what they belong to);
 *   - `remove` deletes both;
 *   - `registerOwner(kind, check)` once per kind, so the files calls (s3/info, s3) know who may read;
 *   - `readable(actor, key)` and `signedUrl(file)` are what those calls use.
 */
export class FileStore {
  private readonly owners = new Map<string, OwnerReadCheck>();

  constructor(
    private readonly db: Database,
    readonly storage: ObjectStorage,
    private readonly urlTtlSeconds: number,
  ) {}

  registerOwner(kind: string, canRead: OwnerReadCheck): void {
    if (this.owners.has(kind)) throw new Error(`File owner kind ${kind} is registered twice`);
    this.owners.set(kind, canRead);
  }

  async save(tx: Queryable, input: SaveFileInput): Promise<StoredFile> {
    if (!this.owners.has(input.ownerKind)) throw new Error(`No file owner kind ${input.ownerKind} is registered`);
    const id = randomUUID();
    const key = `${input.ownerKind}/${input.ownerId ?? 'shared'}/${id}`;
    const [thumbnail] = await Promise.all([makeThumbnail(input.content, input.contentType), this.storage.put(key, input.content, input.contentType)]);
    const { size, sha256 } = measured(input.content);
    const [row] = await tx
      .insert(storedFiles)
      .values({
        id,
        key,
        ownerKind: input.ownerKind,
        ownerId: input.ownerId,
        name: input.name,
        contentType: input.contentType,
        size,
        sha256,
        thumbnail,
        createdByUserId: input.createdByUserId,
      })
      .returning();
    return row!;
  }

  /** Deletes the record (in `tx`) and then the bytes. */
  async remove(tx: Queryable, fileId: string): Promise<void> {
    const [row] = await tx.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning({ key: storedFiles.key });
    if (row) await this.storage.delete(row.key);
  }

  /** The file at `key` when the caller may read it; null when it is missing or not theirs. */
  async readable(actor: Actor, key: string): Promise<StoredFile | null> {
    const [file] = await this.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    if (!file) return null;
    const check = this.owners.get(file.ownerKind);
    return check && (await check(actor, file.ownerId)) ? file : null;
  }

  async signedUrl(file: StoredFile, now: Date = new Date()): Promise<SignedFileUrl> {
    const expiresAt = new Date(now.getTime() + this.urlTtlSeconds * 1000);
    return {
      url: await this.storage.signedGetUrl(file.key, { expiresAt, downloadName: file.name, contentType: file.contentType }),
      expiresAt: expiresAt.toISOString(),
    };
  }

  async info(file: StoredFile): Promise<FileInfo> {
    return { ...(await this.signedUrl(file)), key: file.key, name: file.name, contentType: file.contentType, size: file.size };
  }
}
