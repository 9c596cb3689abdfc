ALTER TYPE "public"."unit_of_measure" ADD VALUE 'g';--> statement-breakpoint
ALTER TYPE "public"."unit_of_measure" ADD VALUE 'ml';--> statement-breakpoint
ALTER TYPE "public"."unit_of_measure" ADD VALUE 'cm';--> statement-breakpoint
ALTER TYPE "public"."unit_of_measure" ADD VALUE 'mm';--> statement-breakpoint
CREATE TABLE "packaging_units" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"contains" text,
	"base_quantity" integer NOT NULL,
	"gtin" text,
	"weight" numeric(12, 3),
	"length" numeric(8, 1),
	"width" numeric(8, 1),
	"height" numeric(8, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packaging_units_quantities" CHECK ("packaging_units"."quantity" >= 1 and "packaging_units"."base_quantity" between 2 and 100000000),
	CONSTRAINT "packaging_units_gtin_digits" CHECK ("packaging_units"."gtin" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "pack_unit" text;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "pack_quantity" integer;--> statement-breakpoint
ALTER TABLE "packaging_units" ADD CONSTRAINT "packaging_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_units_name_unique" ON "packaging_units" USING btree ("product_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_units_gtin_unique" ON "packaging_units" USING btree ("gtin");--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_pack" CHECK (("supplier_products"."pack_unit" is null) = ("supplier_products"."pack_quantity" is null) and "supplier_products"."pack_quantity" >= 2);