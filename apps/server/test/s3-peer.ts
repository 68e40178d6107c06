import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface S3Peer {
  /** http://127.0.0.1:{port} */
  endpoint: string;
  bucket: string;
  /** An S3 client of the test's own, to look at the bucket behind the app's back. */
  client: S3Client;
  /** STORAGE_* variables pointing the app at this bucket (with `prefix` as STORAGE_S3_PREFIX). */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3 HTTP peer for integration tests: s3rver on 127.0.0.1 (a free port), objects in a temp
 * folder, one bucket created through the S3 API. Close it after the app that uses it.
 */
export async function startS3Peer(bucket = "guildforge-test"): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(tmpdir(), "guildforge-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: "us-east-1", endpoint, credentials, forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    client,
    env: (prefix) => ({
      STORAGE_DRIVER: "s3",
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      STORAGE_S3_FORCE_PATH_STYLE: "true",
      ...(prefix ? { STORAGE_S3_PREFIX: prefix } : {}),
    }),
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
