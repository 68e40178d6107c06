import path from "node:path";
import { z } from "zod";

/** Environment variables of upload storage (merged into config/env.ts's schema). */
export const storageEnvShape = {
  /** `local`: files under DATA_DIR/uploads; `s3`: an S3-compatible bucket shared by every instance. */
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  STORAGE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "3 to 63 lowercase letters, digits, dots and hyphens")
    .optional(),
  STORAGE_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, "a region name such as us-east-1 (lowercase letters, digits, hyphens)")
    .default("us-east-1"),
  /** For a non-AWS service (MinIO, R2, ...): its HTTP(S) base URL. */
  STORAGE_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  /** Key prefix inside the bucket, e.g. `guildforge/prod` (a folder: a trailing slash is implied). */
  STORAGE_S3_PREFIX: z
    .string()
    .regex(/^(?!\/)(?!.*\/\/)[A-Za-z0-9._\-/]+$/, "letters, digits, . _ - and / (no leading or double slash)")
    .refine((p) => !p.split("/").some((s) => s === "." || s === ".."), "no . or .. segments")
    .optional(),
};

const storageEnvSchema = z.object(storageEnvShape);
type StorageEnv = z.infer<typeof storageEnvSchema>;

/** Problems parseEnv reports: the s3 driver needs a bucket, and both halves of a key pair or neither. */
export function storageEnvProblems(env: StorageEnv): string[] {
  const problems: string[] = [];
  if (env.STORAGE_DRIVER === "s3" && !env.STORAGE_S3_BUCKET) {
    problems.push("  STORAGE_S3_BUCKET: required when STORAGE_DRIVER=s3");
  }
  const id = env.STORAGE_S3_ACCESS_KEY_ID;
  const secret = env.STORAGE_S3_SECRET_ACCESS_KEY;
  if (id && !secret) problems.push("  STORAGE_S3_SECRET_ACCESS_KEY: required when STORAGE_S3_ACCESS_KEY_ID is set");
  if (secret && !id) problems.push("  STORAGE_S3_ACCESS_KEY_ID: required when STORAGE_S3_SECRET_ACCESS_KEY is set");
  return problems;
}

export interface S3StorageConfig {
  driver: "s3";
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** "" or a folder ending in "/". */
  prefix: string;
}

export type StorageConfig = { driver: "local"; root: string } | S3StorageConfig;

export function resolveStorageConfig(env: StorageEnv, dataDir: string): StorageConfig {
  if (env.STORAGE_DRIVER === "local") return { driver: "local", root: path.join(dataDir, "uploads") };
  const id = env.STORAGE_S3_ACCESS_KEY_ID;
  const secret = env.STORAGE_S3_SECRET_ACCESS_KEY;
  const prefix = env.STORAGE_S3_PREFIX?.replace(/\/+$/, "") ?? "";
  return {
    driver: "s3",
    bucket: env.STORAGE_S3_BUCKET ?? "",
    region: env.STORAGE_S3_REGION,
    endpoint: env.STORAGE_S3_ENDPOINT,
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE === "true",
    prefix: prefix ? `${prefix}/` : "",
  };
}
