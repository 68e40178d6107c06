ALTER TABLE "applications" ADD COLUMN "ticket_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_ticket_code_idx" ON "applications" USING btree ("ticket_code");--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"application_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"session_starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" bigint,
	"scan_id" text,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_attendance_application_id_session_starts_at_pk" PRIMARY KEY("application_id","session_starts_at"),
	CONSTRAINT "session_attendance_status_check" CHECK ("session_attendance"."status" in ('attended', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_attendance_class_idx" ON "session_attendance" USING btree ("class_id","session_starts_at");
