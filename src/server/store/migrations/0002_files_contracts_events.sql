CREATE TABLE "allegati" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendita_uuid" uuid NOT NULL,
	"categoria" text NOT NULL,
	"tipo_allegato" text,
	"nome" text NOT NULL,
	"content_type" text NOT NULL,
	"dimensione" integer NOT NULL,
	"sha256" text NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"chiave" text PRIMARY KEY NOT NULL,
	"contenuto" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contratti" (
	"vendita_uuid" uuid PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sha256" text NOT NULL,
	"dimensione" integer NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estrazioni_bollette" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendita_uuid" uuid NOT NULL,
	"allegato_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"stato" text NOT NULL,
	"campi" jsonb NOT NULL,
	"errore" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventi" (
	"id" uuid PRIMARY KEY NOT NULL,
	"marchio_id" integer NOT NULL,
	"vendita_uuid" uuid,
	"offerta_id" integer,
	"operazione" text,
	"nome" text NOT NULL,
	"step" text,
	"params" jsonb NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"ricevuto_il" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipi_allegato" (
	"tipo_contratto" text NOT NULL,
	"operazione" text NOT NULL,
	"commodity" text NOT NULL,
	"tipo_allegato" text NOT NULL,
	"descrizione_it" text NOT NULL,
	"descrizione_en" text NOT NULL,
	"obbligatorio" boolean NOT NULL,
	"ordine" integer NOT NULL,
	CONSTRAINT "tipi_allegato_tipo_contratto_operazione_commodity_tipo_allegato_pk" PRIMARY KEY("tipo_contratto","operazione","commodity","tipo_allegato")
);
--> statement-breakpoint
ALTER TABLE "allegati" ADD CONSTRAINT "allegati_vendita_uuid_vendite_uuid_fk" FOREIGN KEY ("vendita_uuid") REFERENCES "public"."vendite"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratti" ADD CONSTRAINT "contratti_vendita_uuid_vendite_uuid_fk" FOREIGN KEY ("vendita_uuid") REFERENCES "public"."vendite"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estrazioni_bollette" ADD CONSTRAINT "estrazioni_bollette_vendita_uuid_vendite_uuid_fk" FOREIGN KEY ("vendita_uuid") REFERENCES "public"."vendite"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allegati_vendita_idx" ON "allegati" USING btree ("vendita_uuid","categoria");--> statement-breakpoint
CREATE INDEX "estrazioni_vendita_idx" ON "estrazioni_bollette" USING btree ("vendita_uuid");--> statement-breakpoint
CREATE INDEX "eventi_marchio_ts_idx" ON "eventi" USING btree ("marchio_id","ts");--> statement-breakpoint
CREATE INDEX "eventi_vendita_idx" ON "eventi" USING btree ("vendita_uuid","ts");