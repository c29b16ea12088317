CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendita_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendite" ADD COLUMN "offerta_vista" jsonb;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_vendita_uuid_vendite_uuid_fk" FOREIGN KEY ("vendita_uuid") REFERENCES "public"."vendite"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sale_events_vendita_idx" ON "sale_events" USING btree ("vendita_uuid","created_at");--> statement-breakpoint
CREATE INDEX "sale_events_created_idx" ON "sale_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_events_signed_once_idx" ON "sale_events" USING btree ("vendita_uuid") WHERE "sale_events"."type" = 'sale.signed';