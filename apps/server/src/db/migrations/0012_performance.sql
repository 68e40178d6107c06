CREATE TABLE "perf_minutes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"total_ms" double precision DEFAULT 0 NOT NULL,
	"max_ms" double precision DEFAULT 0 NOT NULL,
	"buckets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "perf_slow_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" double precision NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "perf_minutes_slot_uq" ON "perf_minutes" USING btree ("minute","instance","kind","key");--> statement-breakpoint
CREATE INDEX "perf_minutes_kind_minute_idx" ON "perf_minutes" USING btree ("kind","minute");--> statement-breakpoint
CREATE INDEX "perf_slow_requests_at_idx" ON "perf_slow_requests" USING btree ("at");