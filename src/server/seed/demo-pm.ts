import type { PgTable } from 'drizzle-orm/pg-core';
import type { PmChecklistStatus } from '../../domain/pm/pm-enums';
import { addDays, occurrenceOnOrAfter, type Recurrence } from '../../domain/pm/pm-recurrence';
import type { Queryable } from '../db/client';
import {
  choreCompletions,
  choreTypes,
  pmChecklistItems,
  pmRequestDetailAssets,
  pmRequestDetails,
  pmSchedules,
  pmTemplateChores,
  pmTemplates,
} from '../db/schema/pm';
import { requestFollowUps } from '../db/schema/guidance';
import { troubleshootingGuides, troubleshootingGuideSteps } from '../db/schema/troubleshooting';
import type { DemoAsset } from './demo-assets';
import { type AssetTypeKey, assetType, assetTypeId } from './demo-catalog';
import { userId } from './demo-people';
import { type RequestRow, scenarioRequestId } from './demo-requests';
import type { SeedClock } from './seed-clock';
import { stableId } from './stable-id';

/** PM schedules, checklists and chores for the demo PM threads; troubleshooting guides; a follow-up. */

export const pmScheduleId = (thread: string) => stableId(`pm-schedule:${thread}`);
export const pmTemplateId = (customerId: string, type: AssetTypeKey) => stableId(`pm-template:${customerId}:${type}`);
export const pmAssetId = (requestId: string, assetId: string) => stableId(`pm-asset:${requestId}:${assetId}`);
export const guideId = (key: string) => stableId(`troubleshooting-guide:${key}`);
export const choreTypeId = (key: string) => stableId(`chore-type:${key}`);

/** The asset type's PM interval in days, as a recurrence. */
const RECURRENCE_BY_DAYS: Record<number, Recurrence> = {
  7: { kind: 'interval', every: 1, unit: 'week' },
  30: { kind: 'interval', every: 1, unit: 'month' },
  60: { kind: 'interval', every: 2, unit: 'month' },
  90: { kind: 'interval', every: 3, unit: 'month' },
  180: { kind: 'interval', every: 6, unit: 'month' },
  365: { kind: 'interval', every: 1, unit: 'year' },
};

const CHECKLISTS: Partial<Record<AssetTypeKey, readonly string[]>> = {
  'rooftop-hvac': [
    'Replace return-air filters',
    'Inspect and tension blower belt',
    'Clean condenser coil',
    'Check refrigerant pressures and superheat',
    'Clear condensate drain and pan',
    'Test heating cycle and flame sensor',
  ],
  'walk-in-cooler': [
    'Clean condenser coil',
    'Inspect evaporator and clear drain line',
    'Check door gasket and heater wire',
    'Verify box temperature holds 35-38°F',
    'Check defrost timer settings',
  ],
  'grease-trap': ['Pump out interceptor', 'Scrape baffles and walls', 'Inspect inlet and outlet tees', 'Record grease and solids depth'],
  'espresso-machine': [
    'Descale steam and brew boilers',
    'Replace group gaskets and shower screens',
    'Check pump pressure (9 bar)',
    'Replace water filter cartridge',
  ],
  'ice-machine': ['Sanitize bin and ice chute', 'Descale evaporator', 'Replace water filter', 'Clean condenser and check fan', 'Verify harvest cycle'],
  fryer: ['Boil out the fry pot', 'Calibrate thermostat to 350°F', 'Test high-limit switch', 'Inspect drain valve and gasket'],
};

const CHORES: readonly { key: string; type: AssetTypeKey | null; name: string }[] = [
  { key: 'photos', type: null, name: 'Take before and after photos' },
  { key: 'hvac-filters', type: 'rooftop-hvac', name: 'Filters replaced' },
  { key: 'hvac-belts', type: 'rooftop-hvac', name: 'Belts checked' },
  { key: 'cooler-coil', type: 'walk-in-cooler', name: 'Coil cleaned' },
  { key: 'cooler-temp-log', type: 'walk-in-cooler', name: 'Temperature log signed' },
  { key: 'trap-manifest', type: 'grease-trap', name: 'Waste manifest filed' },
  { key: 'espresso-descale', type: 'espresso-machine', name: 'Boilers descaled' },
  { key: 'ice-sanitize', type: 'ice-machine', name: 'Bin sanitized' },
  { key: 'fryer-boil-out', type: 'fryer', name: 'Boil-out done' },
];

const GUIDES: readonly { key: string; type: AssetTypeKey; title: string; summary: string; steps: readonly string[] }[] = [
  {
    key: 'fryer-no-heat',
    type: 'fryer',
    title: 'Fryer will not heat or the pilot goes out',
    summary: 'For gas fryers that will not light, lose the pilot, or do not reach temperature.',
    steps: [
      'Make sure the gas shut-off valve behind the fryer is fully open (handle in line with the pipe).',
      'Check that the fryer is plugged in and the power switch is on; reset the breaker if the control panel is dark.',
      'Press the red high-limit reset button under the control panel; it trips if the oil overheated.',
      'Relight the pilot following the label inside the door: hold the gas knob in for 60 seconds after it lights.',
      'If the pilot will not stay lit after three tries, turn the gas knob off and request service.',
    ],
  },
  {
    key: 'fryer-oil-temperature',
    type: 'fryer',
    title: 'Oil too hot or slow to recover',
    summary: 'When food burns, the oil smokes, or temperature takes too long to come back between baskets.',
    steps: [
      'Check the oil level: it must be at the fill line, or the thermostat bulb sits in air.',
      'Skim crumbs and filter the oil; carbon on the heating tubes slows recovery.',
      'Check the set point on the controller against your menu (usually 350°F).',
      'Measure the oil with a probe thermometer; more than 10°F from the display needs a calibration visit.',
    ],
  },
  {
    key: 'walk-in-warm',
    type: 'walk-in-cooler',
    title: 'Walk-in cooler is too warm',
    summary: 'For a box above 41°F: move product first, then work through these checks.',
    steps: [
      'Move temperature-sensitive product to another cooler if the box is above 41°F.',
      'Check that the door closes and seals fully; look for torn gaskets or ice on the frame.',
      'Look at the evaporator inside the box: if it is a block of ice, put the unit in manual defrost for 30 minutes.',
      'Make sure the evaporator fans are running and nothing is stacked in front of them.',
      'Check the condensing unit outside or on the roof: clear leaves and debris from the coil and confirm the fan spins.',
      'Check the breaker for the condensing unit and reset it once if tripped.',
    ],
  },
  {
    key: 'walk-in-leak',
    type: 'walk-in-cooler',
    title: 'Water on the walk-in floor',
    summary: 'Water pooling under the evaporator usually means a blocked or frozen drain line.',
    steps: [
      'Put down a wet-floor sign and mop the area.',
      'Look at the drain pan under the evaporator: if it is overflowing, the drain line is blocked.',
      'Pour warm (not boiling) water into the drain pan to clear ice from the line.',
      'If water still backs up, request service; do not chip ice off the coil.',
    ],
  },
  {
    key: 'ice-no-ice',
    type: 'ice-machine',
    title: 'Ice machine is not making ice',
    summary: 'For an empty bin, thin ice or a machine that shows a fault light.',
    steps: [
      'Check that the machine is switched to ICE, not CLEAN or OFF.',
      'Confirm the water supply valve behind the machine is open and the filter is not past its change date.',
      'Check the bin level sensor or curtain: a stuck curtain stops production.',
      'Clean the air filter on the front of the machine and make sure nothing blocks the vents.',
      'Turn the machine off for 5 minutes and back on to clear the fault, then wait one full cycle (about 20 minutes).',
    ],
  },
  {
    key: 'dishwasher-rinse',
    type: 'dishwasher',
    title: 'Dish machine not sanitizing (low rinse temperature)',
    summary: 'Final rinse must reach 180°F on high-temperature machines.',
    steps: [
      'Read the final rinse gauge during a cycle; it should show at least 180°F.',
      'Check that the booster heater switch is on and its breaker is not tripped.',
      'Make sure the wash tank was filled with hot water (at least 150°F) at start-up.',
      'Clean the rinse arms and check every nozzle sprays.',
      'Until fixed, sanitize by hand in the three-compartment sink and request service.',
    ],
  },
  {
    key: 'hvac-not-cooling',
    type: 'rooftop-hvac',
    title: 'Rooftop unit not cooling',
    summary: 'For warm dining rooms or units blowing warm air.',
    steps: [
      'Check the thermostat is set to COOL, the set point is below room temperature and the fan is on AUTO.',
      'Replace the thermostat batteries if the display is blank or dim.',
      'Check the HVAC breaker in the electrical panel and reset it once if tripped.',
      'Look at the return-air filters: if they are grey and clogged, replace them.',
      'If the outdoor unit is iced or the unit still blows warm air after 15 minutes, request service.',
    ],
  },
  {
    key: 'hvac-no-heat',
    type: 'rooftop-hvac',
    title: 'Rooftop unit not heating',
    summary: 'For cold rooms in the morning or a thermostat showing a heat fault.',
    steps: [
      'Check the thermostat is set to HEAT and the set point is above room temperature.',
      'Check the HVAC breaker and the gas valve to the unit.',
      'Reset the thermostat by switching it off for 5 minutes.',
      'If the thermostat shows a flame or ignition fault, request service.',
    ],
  },
];

const MAX_ROWS = 1000;
async function insertRows<T extends PgTable>(tx: Queryable, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += MAX_ROWS) await tx.insert(table).values(rows.slice(i, i + MAX_ROWS) as T['$inferInsert'][]);
}

/** Adds the PM, troubleshooting and follow-up demo rows; runs inside seedDemo's transaction. */
export async function seedDemoPm(tx: Queryable, requestRows: readonly RequestRow[], demoAssets: readonly DemoAsset[], clock: SeedClock): Promise<void> {
  const assetById = new Map(demoAssets.map((a) => [a.row.id, a]));
  const threads = new Map<string, RequestRow[]>();
  for (const r of requestRows) if (r.pmThreadId) threads.set(r.pmThreadId, [...(threads.get(r.pmThreadId) ?? []), r]);

  const chores = CHORES.map((c, position) => ({ id: choreTypeId(c.key), assetTypeId: c.type ? assetTypeId(c.type) : null, name: c.name, position }));
  const schedules: (typeof pmSchedules.$inferInsert)[] = [];
  // One template per customer and kind of equipment its schedules maintain: the kind's checklist and chores.
  const templates = new Map<string, typeof pmTemplates.$inferInsert>();
  const templateChores: (typeof pmTemplateChores.$inferInsert)[] = [];
  const details: (typeof pmRequestDetails.$inferInsert)[] = [];
  const pmAssets: (typeof pmRequestDetailAssets.$inferInsert)[] = [];
  const items: (typeof pmChecklistItems.$inferInsert)[] = [];
  const completions: (typeof choreCompletions.$inferInsert)[] = [];

  for (const [thread, rows] of threads) {
    const ordered = [...rows].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    const latest = ordered.at(-1)!;
    const asset = assetById.get(latest.assetId!)!;
    const type = assetType(asset.type);
    const recurrence = RECURRENCE_BY_DAYS[type.pm!.everyDays] ?? RECURRENCE_BY_DAYS[90]!;
    const due = (r: RequestRow) => (r.serviceWindowStart ?? r.createdAt!).toISOString().slice(0, 10);
    const scheduleId = pmScheduleId(thread);
    const steps = CHECKLISTS[asset.type] ?? [];
    const typeChores = chores.filter((c) => c.assetTypeId === null || c.assetTypeId === asset.row.assetTypeId);
    const templateId = pmTemplateId(latest.customerId, asset.type);
    if (steps.length && !templates.has(templateId)) {
      templates.set(templateId, {
        id: templateId,
        customerId: latest.customerId,
        name: type.pm!.title,
        assetTypeId: asset.row.assetTypeId,
        steps: steps.map((title) => ({ title, description: '' })),
        createdAt: clock.at(-400),
        updatedAt: clock.at(-400),
      });
      templateChores.push(...typeChores.map((c, position) => ({ pmTemplateId: templateId, choreTypeId: c.id, position })));
    }
    schedules.push({
      id: scheduleId,
      customerId: latest.customerId,
      locationId: latest.locationId,
      assetId: asset.row.id,
      name: type.pm!.title,
      recurrence,
      startDate: due(ordered[0]!),
      nextOccurrenceDate: occurrenceOnOrAfter(recurrence, { start: due(ordered[0]!) }, addDays(due(latest), 1)),
      pmThreadId: thread,
      assignedToVendorId: latest.assignedToVendorId ?? null,
      pmTemplateId: steps.length ? templateId : null,
      createdAt: ordered[0]!.createdAt,
      updatedAt: latest.createdAt,
    });
    ordered.forEach((r, index) => {
      const closed = r.completedAt !== null && r.completedAt !== undefined;
      const detailAsset = pmAssetId(r.id, asset.row.id);
      details.push({
        requestId: r.id,
        pmScheduleId: scheduleId,
        dueDate: due(r),
        generatedFromRequestId: index > 0 ? ordered[index - 1]!.id : null,
        createdAt: r.createdAt,
      });
      pmAssets.push({ id: detailAsset, requestId: r.id, assetId: asset.row.id });
      steps.forEach((title, position) => {
        const status: PmChecklistStatus = closed ? (position === steps.length - 1 && index % 4 === 1 ? 'Needs Repair' : 'Completed') : 'Not Started';
        items.push({
          id: stableId(`pm-checklist-item:${r.id}:${position}`),
          requestId: r.id,
          pmRequestDetailAssetId: detailAsset,
          position,
          title,
          status,
          completedAt: closed ? r.completedAt : null,
          createdAt: r.createdAt,
          updatedAt: r.completedAt ?? r.createdAt,
        });
      });
      if (closed) {
        for (const c of typeChores)
          completions.push({
            id: stableId(`chore-completion:${detailAsset}:${c.id}`),
            pmRequestDetailAssetId: detailAsset,
            choreTypeId: c.id,
            completed: true,
            completedAt: r.completedAt,
            updatedAt: r.completedAt!,
          });
      }
    });
  }

  await insertRows(tx, choreTypes, chores);
  await insertRows(tx, pmTemplates, [...templates.values()]);
  await insertRows(tx, pmTemplateChores, templateChores);
  await insertRows(tx, pmSchedules, schedules);
  await insertRows(tx, pmRequestDetails, details);
  await insertRows(tx, pmRequestDetailAssets, pmAssets);
  await insertRows(tx, pmChecklistItems, items);
  await insertRows(tx, choreCompletions, completions);

  await insertRows(
    tx,
    troubleshootingGuides,
    GUIDES.map((g) => ({ id: guideId(g.key), assetTypeId: assetTypeId(g.type), title: g.title, summary: g.summary, createdAt: clock.at(-700) })),
  );
  await insertRows(
    tx,
    troubleshootingGuideSteps,
    GUIDES.flatMap((g) =>
      g.steps.map((text, position) => ({ id: stableId(`troubleshooting-step:${g.key}:${position}`), guideId: guideId(g.key), position, text })),
    ),
  );

  await insertRows(tx, requestFollowUps, [
    {
      id: stableId('follow-up:espresso-leak:vendor-visit'),
      requestId: scenarioRequestId('espresso-leak'),
      kind: 'vendor-visit',
      dueAt: clock.at(0, 16),
      note: 'Confirm KitchenPro arrived and the group head no longer leaks.',
      createdByUserId: userId('selfService'),
      createdAt: clock.at(-1),
      updatedAt: clock.at(-1),
    },
  ]);
}
