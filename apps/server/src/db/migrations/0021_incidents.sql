CREATE TABLE "incidents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"class_id" bigint NOT NULL,
	"session_starts_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"what_happened" text NOT NULL,
	"action_taken" text DEFAULT '' NOT NULL,
	"reported_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "incidents_kind_check" CHECK ("incidents"."kind" in ('burn', 'cut', 'near_miss', 'other')),
	CONSTRAINT "incidents_severity_check" CHECK ("incidents"."severity" in ('minor', 'needs_first_aid', 'needs_medical_care')),
	CONSTRAINT "incidents_what_happened_length" CHECK (char_length("incidents"."what_happened") between 10 and 2000),
	CONSTRAINT "incidents_action_taken_length" CHECK (char_length("incidents"."action_taken") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_class_idx" ON "incidents" USING btree ("class_id","created_at","id");--> statement-breakpoint
CREATE INDEX "incidents_created_idx" ON "incidents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "incidents_reported_by_idx" ON "incidents" USING btree ("reported_by");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_idempotency_idx" ON "incidents" USING btree ("reported_by","idempotency_key") WHERE "incidents"."idempotency_key" is not null;
