ALTER TABLE "condizioni" DROP CONSTRAINT "condizioni_marchio_id_codice_pk";--> statement-breakpoint
ALTER TABLE "condizioni" ADD CONSTRAINT "condizioni_marchio_id_codice_versione_pk" PRIMARY KEY("marchio_id","codice","versione");--> statement-breakpoint
ALTER TABLE "campagne" ADD COLUMN "attiva" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "condizioni" ADD COLUMN "pubblicata_il" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documenti" ADD COLUMN "offerta_id" integer;--> statement-breakpoint
ALTER TABLE "documenti" ADD CONSTRAINT "documenti_offerta_id_offerte_id_fk" FOREIGN KEY ("offerta_id") REFERENCES "public"."offerte"("id") ON DELETE no action ON UPDATE no action;