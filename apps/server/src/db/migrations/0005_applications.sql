CREATE TABLE "applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"class_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"experience_level" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"safety_version" integer NOT NULL,
	"safety_acknowledged_at" timestamp with time zone NOT NULL,
	"safety_acknowledgements" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_confirmed" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"decision_note" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'accepted', 'rejected', 'waitlisted', 'withdrawn', 'cancelled')),
	CONSTRAINT "applications_experience_check" CHECK ("applications"."experience_level" in ('none', 'some', 'experienced'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_active_idx" ON "applications" USING btree ("class_id","student_id") WHERE "applications"."status" in ('pending', 'accepted', 'waitlisted');--> statement-breakpoint
CREATE UNIQUE INDEX "applications_idempotency_idx" ON "applications" USING btree ("student_id","idempotency_key") WHERE "applications"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "applications_class_queue_idx" ON "applications" USING btree ("class_id","status","queued_at","id");--> statement-breakpoint
CREATE INDEX "applications_student_idx" ON "applications" USING btree ("student_id","created_at");