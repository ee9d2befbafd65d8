-- The fixed frequencies become recurrences counted from the next visit (src/domain/pm/pm-recurrence.ts).
UPDATE "pm_schedules" SET
	"recurrence" = CASE "frequency"
		WHEN 'Weekly' THEN '{"kind":"interval","every":1,"unit":"week"}'::jsonb
		WHEN 'Monthly' THEN '{"kind":"interval","every":1,"unit":"month"}'::jsonb
		WHEN 'Every 2 Months' THEN '{"kind":"interval","every":2,"unit":"month"}'::jsonb
		WHEN 'Semiannually' THEN '{"kind":"interval","every":6,"unit":"month"}'::jsonb
		WHEN 'Annually' THEN '{"kind":"interval","every":1,"unit":"year"}'::jsonb
		ELSE '{"kind":"interval","every":3,"unit":"month"}'::jsonb
	END,
	"start_date" = coalesce("next_occurrence_date", "created_at"::date)
WHERE "recurrence" IS NULL;--> statement-breakpoint
ALTER TABLE "pm_schedules" ALTER COLUMN "recurrence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pm_schedules" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pm_schedules" DROP COLUMN "frequency";