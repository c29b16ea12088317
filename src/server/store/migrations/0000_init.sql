CREATE TABLE "campagne" (
	"id" integer PRIMARY KEY NOT NULL,
	"marchio_id" integer NOT NULL,
	"codice" text NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condizioni" (
	"marchio_id" integer NOT NULL,
	"codice" text NOT NULL,
	"versione" text NOT NULL,
	"ordine" integer NOT NULL,
	"obbligatoria" boolean NOT NULL,
	"testo_it" text NOT NULL,
	"testo_en" text NOT NULL,
	"documento_id" uuid,
	CONSTRAINT "condizioni_marchio_id_codice_pk" PRIMARY KEY("marchio_id","codice")
);
--> statement-breakpoint
CREATE TABLE "documenti" (
	"id" uuid PRIMARY KEY NOT NULL,
	"marchio_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"contenuto" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marchi" (
	"id" integer PRIMARY KEY NOT NULL,
	"codice" text NOT NULL,
	"nome" text NOT NULL,
	"logo_url" text NOT NULL,
	"colori" jsonb NOT NULL,
	"sito_pubblico" text NOT NULL,
	"ga_tracking_id" text,
	"gtm_id" text,
	"manutenzione" boolean DEFAULT false NOT NULL,
	"messaggio_manutenzione" text,
	"widget_enabled" boolean DEFAULT false NOT NULL,
	"widget" jsonb,
	"credit_check_enabled" boolean DEFAULT false NOT NULL,
	"credit_check_message" text,
	CONSTRAINT "marchi_codice_unique" UNIQUE("codice")
);
--> statement-breakpoint
CREATE TABLE "offerte" (
	"id" integer PRIMARY KEY NOT NULL,
	"marchio_id" integer NOT NULL,
	"codice" text NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"tipo_contratto" text NOT NULL,
	"offerta_id_collegata" integer,
	"valida_dal" date NOT NULL,
	"valida_al" date NOT NULL,
	"descrizione" text NOT NULL,
	"prezzi" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendita_uuid" uuid NOT NULL,
	"scopo" text NOT NULL,
	"code_hash" text NOT NULL,
	"canale" text NOT NULL,
	"destinazione" text NOT NULL,
	"tentativi" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usato_il" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"canale" text NOT NULL,
	"tipo" text NOT NULL,
	"destinatario" text NOT NULL,
	"oggetto" text NOT NULL,
	"testo" text NOT NULL,
	"html" text,
	"vendita_uuid" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendite" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"offerta_id" integer NOT NULL,
	"marchio_id" integer NOT NULL,
	"campagna_id" integer,
	"operazione" text NOT NULL,
	"stato" text NOT NULL,
	"canale" text NOT NULL,
	"lingua" text NOT NULL,
	"proposta" jsonb NOT NULL,
	"step_name" text NOT NULL,
	"task_id" uuid NOT NULL,
	"variabili" jsonb NOT NULL,
	"storia" jsonb NOT NULL,
	"contatto" jsonb,
	"sostituita_da" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"scade_il" timestamp with time zone NOT NULL,
	"firmata_il" timestamp with time zone,
	"cancellata_il" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campagne" ADD CONSTRAINT "campagne_marchio_id_marchi_id_fk" FOREIGN KEY ("marchio_id") REFERENCES "public"."marchi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condizioni" ADD CONSTRAINT "condizioni_marchio_id_marchi_id_fk" FOREIGN KEY ("marchio_id") REFERENCES "public"."marchi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condizioni" ADD CONSTRAINT "condizioni_documento_id_documenti_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documenti"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenti" ADD CONSTRAINT "documenti_marchio_id_marchi_id_fk" FOREIGN KEY ("marchio_id") REFERENCES "public"."marchi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte" ADD CONSTRAINT "offerte_marchio_id_marchi_id_fk" FOREIGN KEY ("marchio_id") REFERENCES "public"."marchi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp" ADD CONSTRAINT "otp_vendita_uuid_vendite_uuid_fk" FOREIGN KEY ("vendita_uuid") REFERENCES "public"."vendite"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendite" ADD CONSTRAINT "vendite_offerta_id_offerte_id_fk" FOREIGN KEY ("offerta_id") REFERENCES "public"."offerte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendite" ADD CONSTRAINT "vendite_marchio_id_marchi_id_fk" FOREIGN KEY ("marchio_id") REFERENCES "public"."marchi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendite" ADD CONSTRAINT "vendite_campagna_id_campagne_id_fk" FOREIGN KEY ("campagna_id") REFERENCES "public"."campagne"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_vendita_idx" ON "otp" USING btree ("vendita_uuid","scopo","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendite_proposta_id_idx" ON "vendite" USING btree ((("proposta" ->> 'id')));