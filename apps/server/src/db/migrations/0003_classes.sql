CREATE TABLE "class_safety_versions" (
	"class_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"requirements" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_safety_versions_class_id_version_pk" PRIMARY KEY("class_id","version")
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"class_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"theme" text NOT NULL,
	"skill_level" text NOT NULL,
	"instructor_id" bigint NOT NULL,
	"venue_id" bigint,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"min_age" integer DEFAULT 16 NOT NULL,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	"bring" text[] DEFAULT '{}'::text[] NOT NULL,
	"safety_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"safety_version" integer DEFAULT 1 NOT NULL,
	"cover" jsonb,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"application_deadline" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"cancel_reason" text,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_seats_taken_nonneg" CHECK ("classes"."seats_taken" >= 0),
	CONSTRAINT "classes_capacity_pos" CHECK ("classes"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"safety_gear" text[] DEFAULT '{}'::text[] NOT NULL,
	"accessibility_notes" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_safety_versions" ADD CONSTRAINT "class_safety_versions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_status_starts_idx" ON "classes" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "classes_status_published_idx" ON "classes" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "classes_status_price_idx" ON "classes" USING btree ("status","price_cents","id");--> statement-breakpoint
CREATE INDEX "classes_theme_starts_idx" ON "classes" USING btree ("theme","starts_at");--> statement-breakpoint
CREATE INDEX "classes_instructor_idx" ON "classes" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "classes_venue_idx" ON "classes" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "classes_search_idx" ON "classes" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_path_idx" ON "locations" USING btree ("path");--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "locations_path_pattern_idx" ON "locations" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "venues_slug_idx" ON "venues" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "venues_owner_idx" ON "venues" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "venues_location_idx" ON "venues" USING btree ("location_id");