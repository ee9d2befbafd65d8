import { stableId } from './stable-id';

/** Service categories and asset types (docs/product/requests.md), brand owners and vendors of the demo data set. */

export const SERVICE_CATEGORIES = {
  refrigeration: 'Refrigeration',
  cooking: 'Cooking Equipment',
  hvac: 'HVAC',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  dishwashing: 'Dishwashing',
  ice: 'Ice Machines',
  beverage: 'Beverage Equipment',
  pos: 'Point of Sale',
  lighting: 'Lighting',
  doors: 'Doors and Hardware',
  general: 'General Repair',
} as const;
export type CategoryKey = keyof typeof SERVICE_CATEGORIES;

export const categoryId = (key: CategoryKey) => stableId(`service-category:${key}`);

export const BRAND_OWNERS = {
  frostline: 'FrostLine Refrigeration',
  crescent: 'Crescent Fryer Company',
  polar: 'Polar Ice Systems',
} as const;
export type BrandOwnerKey = keyof typeof BRAND_OWNERS;

export const brandOwnerId = (key: BrandOwnerKey) => stableId(`brand-owner:${key}`);

/** One make and model an asset of a type may be; `brand` ties it to a brand owner. */
export interface AssetModel {
  make: string;
  model: string;
  brand?: BrandOwnerKey;
}

export interface AssetTypeDefinition {
  key: string;
  name: string;
  category: CategoryKey;
  infrastructure: boolean;
  /** Equipment-certification programmes exist for this kind of equipment. */
  certifiable: boolean;
  models: readonly AssetModel[];
  /** Realistic faults: what the caller says and the symptoms they tick. */
  incidents: readonly { description: string; symptoms: readonly string[] }[];
  resolutions: readonly string[];
  /** The recurring preventative visit, when the type gets one. */
  pm?: { title: string; everyDays: number };
}

export const ASSET_TYPES = [
  {
    key: 'fryer',
    name: 'Fryer',
    category: 'cooking',
    infrastructure: false,
    certifiable: true,
    models: [
      { make: 'Crescent', model: 'CF-40G', brand: 'crescent' },
      { make: 'Crescent', model: 'CF-50E', brand: 'crescent' },
      { make: 'Pitco', model: '35C+' },
    ],
    incidents: [
      { description: 'Fryer will not light; pilot goes out after a few seconds.', symptoms: ['Will not heat', 'Pilot light out'] },
      { description: 'Oil is overheating past 375°F and the high-limit tripped during lunch.', symptoms: ['Overheating', 'High-limit tripped'] },
      { description: 'Drain valve is leaking oil onto the floor.', symptoms: ['Leaking', 'Safety hazard'] },
      { description: 'Temperature takes over 20 minutes to recover between baskets.', symptoms: ['Slow recovery'] },
    ],
    resolutions: [
      'Replaced thermocouple and pilot assembly; fryer lights and holds temperature.',
      'Replaced faulty high-limit switch and recalibrated thermostat to 350°F.',
      'Rebuilt drain valve with new gasket kit; no further leaks.',
    ],
    pm: { title: 'Fryer boil-out and calibration', everyDays: 90 },
  },
  {
    key: 'griddle',
    name: 'Griddle',
    category: 'cooking',
    infrastructure: false,
    certifiable: false,
    models: [
      { make: 'Vulcan', model: 'VCCG36' },
      { make: 'Star', model: '836TA' },
    ],
    incidents: [
      { description: 'Left third of the griddle plate does not heat.', symptoms: ['Uneven heating', 'Will not heat'] },
      { description: 'Gas smell near the griddle controls.', symptoms: ['Gas smell', 'Safety hazard'] },
    ],
    resolutions: ['Replaced left burner thermostat; plate heats evenly.', 'Tightened gas valve fitting and leak-tested; no odor.'],
  },
  {
    key: 'walk-in-cooler',
    name: 'Walk-in Cooler',
    category: 'refrigeration',
    infrastructure: false,
    certifiable: true,
    models: [
      { make: 'FrostLine', model: 'WC-810', brand: 'frostline' },
      { make: 'FrostLine', model: 'WC-1210', brand: 'frostline' },
      { make: 'Kolpak', model: 'P7-0810-CT' },
    ],
    incidents: [
      { description: 'Walk-in cooler reading 48°F; product moved to reach-ins.', symptoms: ['Not cooling', 'Temperature above 41°F'] },
      { description: 'Evaporator is iced over and the fan is making a grinding noise.', symptoms: ['Ice build-up', 'Noisy'] },
      { description: 'Door gasket torn and door does not seal.', symptoms: ['Door not sealing'] },
      { description: 'Water pooling on the floor under the evaporator.', symptoms: ['Leaking', 'Slip hazard'] },
    ],
    resolutions: [
      'Replaced failed condenser fan motor; box pulled down to 36°F.',
      'Cleared clogged drain line and replaced defrost timer.',
      'Replaced door gasket and adjusted hinges.',
      'Found refrigerant leak at flare fitting; repaired and recharged R-448A.',
    ],
    pm: { title: 'Walk-in coil cleaning and inspection', everyDays: 90 },
  },
  {
    key: 'walk-in-freezer',
    name: 'Walk-in Freezer',
    category: 'refrigeration',
    infrastructure: false,
    certifiable: true,
    models: [
      { make: 'FrostLine', model: 'WF-810', brand: 'frostline' },
      { make: 'Kolpak', model: 'P7-0810-FT' },
    ],
    incidents: [
      { description: 'Walk-in freezer at 15°F and climbing; ice cream is softening.', symptoms: ['Not cooling', 'Temperature above 0°F'] },
      { description: 'Heavy frost on the ceiling and door frame heater not working.', symptoms: ['Ice build-up', 'Door freezing shut'] },
    ],
    resolutions: ['Replaced compressor contactor; freezer back to -5°F.', 'Replaced door frame heater wire and reset defrost schedule.'],
  },
  {
    key: 'reach-in-freezer',
    name: 'Reach-in Freezer',
    category: 'refrigeration',
    infrastructure: false,
    certifiable: false,
    models: [
      { make: 'FrostLine', model: 'RF-2D', brand: 'frostline' },
      { make: 'True', model: 'T-49F' },
    ],
    incidents: [
      { description: 'Reach-in freezer is running constantly and only reaching 10°F.', symptoms: ['Not cooling', 'Running constantly'] },
      { description: 'Compressor is loud and cycling every few minutes.', symptoms: ['Noisy', 'Short cycling'] },
    ],
    resolutions: ['Cleaned condenser coil and replaced start relay.', 'Replaced evaporator fan motor.'],
  },
  {
    key: 'reach-in-cooler',
    name: 'Reach-in Cooler',
    category: 'refrigeration',
    infrastructure: false,
    certifiable: false,
    models: [
      { make: 'FrostLine', model: 'RC-1D', brand: 'frostline' },
      { make: 'True', model: 'T-23' },
    ],
    incidents: [
      { description: 'Milk cooler under the bar is at 46°F.', symptoms: ['Not cooling', 'Temperature above 41°F'] },
      { description: 'Door will not close on its own and the light is out.', symptoms: ['Door not sealing', 'Light out'] },
    ],
    resolutions: ['Replaced thermostat; holding 37°F.', 'Replaced door closer cam and LED light.'],
  },
  {
    key: 'ice-machine',
    name: 'Ice Machine',
    category: 'ice',
    infrastructure: false,
    certifiable: true,
    models: [
      { make: 'Polar', model: 'PX-500A', brand: 'polar' },
      { make: 'Polar', model: 'PX-1000W', brand: 'polar' },
      { make: 'Manitowoc', model: 'IYT0500A' },
    ],
    incidents: [
      { description: 'Ice machine is not making ice; bin is empty.', symptoms: ['No ice production'] },
      { description: 'Ice is cloudy and the machine shows a water fault.', symptoms: ['Poor ice quality', 'Error code'] },
      { description: 'Water leaking from the bottom of the ice machine.', symptoms: ['Leaking'] },
    ],
    resolutions: [
      'Descaled evaporator and replaced water inlet valve.',
      'Replaced water filter cartridge and cleaned the distribution tube.',
      'Replaced cracked drain hose.',
    ],
    pm: { title: 'Ice machine sanitizing and descale', everyDays: 180 },
  },
  {
    key: 'dishwasher',
    name: 'Dishwasher',
    category: 'dishwashing',
    infrastructure: false,
    certifiable: false,
    models: [
      { make: 'Hobart', model: 'AM15' },
      { make: 'Jackson', model: 'AJ-44CS' },
    ],
    incidents: [
      { description: 'Dish machine final rinse is only reaching 150°F.', symptoms: ['Low rinse temperature', 'Failed sanitation'] },
      { description: 'Wash arm is not spinning; dishes coming out dirty.', symptoms: ['Not cleaning'] },
    ],
    resolutions: ['Replaced booster heater element; final rinse at 182°F.', 'Replaced wash pump seal and cleared wash arm.'],
  },
  {
    key: 'rooftop-hvac',
    name: 'Rooftop HVAC Unit',
    category: 'hvac',
    infrastructure: true,
    certifiable: false,
    models: [
      { make: 'Carrier', model: '48FC-07' },
      { make: 'Trane', model: 'YSC090' },
      { make: 'Lennox', model: 'LGH120' },
    ],
    incidents: [
      { description: 'Dining room is 82°F; rooftop unit is blowing warm air.', symptoms: ['Not cooling', 'Warm air'] },
      { description: 'No heat in the dining room this morning; thermostat shows a fault.', symptoms: ['No heat', 'Error code'] },
      { description: 'Loud banging from the roof when the unit starts.', symptoms: ['Noisy'] },
      { description: 'Water dripping from the ceiling vent above booth 12.', symptoms: ['Leaking', 'Ceiling damage'] },
    ],
    resolutions: [
      'Replaced failed compressor capacitor; supply air at 55°F.',
      'Replaced flame sensor and cleaned burners; heat restored.',
      'Replaced worn blower belt and bearings.',
      'Cleared clogged condensate drain and sealed curb.',
    ],
    pm: { title: 'Quarterly HVAC filter change and inspection', everyDays: 90 },
  },
  {
    key: 'water-heater',
    name: 'Water Heater',
    category: 'plumbing',
    infrastructure: true,
    certifiable: false,
    models: [
      { make: 'Rheem', model: 'GHE100SU-200' },
      { make: 'A. O. Smith', model: 'BTH-199' },
    ],
    incidents: [
      { description: 'No hot water at the hand sinks.', symptoms: ['No hot water'] },
      { description: 'Water heater relief valve is discharging.', symptoms: ['Leaking', 'Relief valve discharging'] },
    ],
    resolutions: ['Replaced igniter and flushed tank.', 'Replaced temperature and pressure relief valve.'],
  },
  {
    key: 'grease-trap',
    name: 'Grease Trap',
    category: 'plumbing',
    infrastructure: true,
    certifiable: false,
    models: [{ make: 'Schier', model: 'GB-75' }],
    incidents: [{ description: 'Floor drains backing up near the dish area.', symptoms: ['Drain backup', 'Odor'] }],
    resolutions: ['Pumped grease interceptor and jetted the line.'],
    pm: { title: 'Grease trap pump-out', everyDays: 60 },
  },
  {
    key: 'exhaust-hood',
    name: 'Exhaust Hood',
    category: 'hvac',
    infrastructure: true,
    certifiable: false,
    models: [{ make: 'CaptiveAire', model: 'ND-2' }],
    incidents: [{ description: 'Hood exhaust fan is not pulling; kitchen is filling with smoke.', symptoms: ['Fan not running', 'Smoke'] }],
    resolutions: ['Replaced exhaust fan belt and motor pulley.'],
  },
  {
    key: 'espresso-machine',
    name: 'Espresso Machine',
    category: 'beverage',
    infrastructure: false,
    certifiable: false,
    models: [
      { make: 'La Marzocco', model: 'Linea PB' },
      { make: 'Nuova Simonelli', model: 'Aurelia Wave' },
    ],
    incidents: [
      { description: 'Group head 2 is leaking around the portafilter.', symptoms: ['Leaking'] },
      { description: 'Steam wand pressure is low and the boiler light is flashing.', symptoms: ['Low pressure', 'Error code'] },
    ],
    resolutions: ['Replaced group gaskets and shower screens.', 'Descaled steam boiler and replaced pressurestat.'],
    pm: { title: 'Espresso machine descale and gasket service', everyDays: 90 },
  },
  {
    key: 'pos-terminal',
    name: 'POS Terminal',
    category: 'pos',
    infrastructure: false,
    certifiable: false,
    models: [
      { make: 'Toast', model: 'Flex' },
      { make: 'NCR', model: 'Aloha XR7' },
    ],
    incidents: [
      { description: 'POS terminal at register 2 is frozen on the start screen.', symptoms: ['Not powering on', 'Frozen screen'] },
      { description: 'Card reader is declining every chip card.', symptoms: ['Card reader fault'] },
    ],
    resolutions: ['Re-imaged terminal and replaced power supply.', 'Replaced card reader module.'],
  },
  {
    key: 'lighting',
    name: 'Lighting',
    category: 'lighting',
    infrastructure: true,
    certifiable: false,
    models: [
      { make: 'Lithonia', model: 'LDN6' },
      { make: 'Cree', model: 'LS4' },
    ],
    incidents: [
      { description: 'Half the dining room lights are out.', symptoms: ['Lights out'] },
      { description: 'Parking lot lights flicker all night.', symptoms: ['Flickering'] },
    ],
    resolutions: ['Replaced two failed LED drivers.', 'Replaced photocell and contactor on the lot lighting circuit.'],
  },
  {
    key: 'entry-door',
    name: 'Entry Door',
    category: 'doors',
    infrastructure: true,
    certifiable: false,
    models: [
      { make: 'Kawneer', model: '350 Medium Stile' },
      { make: 'Stanley', model: 'Dura-Glide 2000' },
    ],
    incidents: [
      { description: 'Front door will not lock at close.', symptoms: ['Will not lock', 'Security risk'] },
      { description: 'Door closer is slamming the door.', symptoms: ['Door slamming'] },
    ],
    resolutions: ['Replaced lock cylinder and adjusted strike.', 'Replaced and adjusted door closer.'],
  },
] as const satisfies readonly AssetTypeDefinition[];

export type AssetTypeKey = (typeof ASSET_TYPES)[number]['key'];

export const assetTypeId = (key: AssetTypeKey) => stableId(`asset-type:${key}`);

export function assetType(key: AssetTypeKey): AssetTypeDefinition {
  return ASSET_TYPES.find((t) => t.key === key)!;
}

export interface VendorDefinition {
  key: string;
  name: string;
  email: string;
  phone: string;
  categories: readonly CategoryKey[];
  internal: boolean;
}

export const VENDORS = [
  { key: 'summit', name: 'Summit Mechanical', email: 'dispatch@summitmech.example', phone: '+13035550140', categories: ['hvac'], internal: false },
  {
    key: 'coldchain',
    name: 'ColdChain Refrigeration Services',
    email: 'service@coldchain.example',
    phone: '+14155550141',
    categories: ['refrigeration', 'ice'],
    internal: false,
  },
  { key: 'blueline', name: 'BlueLine Plumbing', email: 'office@blueline.example', phone: '+13125550142', categories: ['plumbing'], internal: false },
  {
    key: 'brightwire',
    name: 'Brightwire Electric',
    email: 'jobs@brightwire.example',
    phone: '+12145550143',
    categories: ['electrical', 'lighting'],
    internal: false,
  },
  {
    key: 'kitchenpro',
    name: 'KitchenPro Equipment Service',
    email: 'service@kitchenpro.example',
    phone: '+16175550144',
    categories: ['cooking', 'dishwashing', 'beverage'],
    internal: false,
  },
  {
    key: 'handyfix',
    name: 'HandyFix General Repair',
    email: 'help@handyfix.example',
    phone: '+14045550145',
    categories: ['general', 'doors', 'pos'],
    internal: false,
  },
  {
    key: 'internal',
    name: 'Service Portal Field Technicians',
    email: 'field.techs@serviceportal.example',
    phone: '+18005550146',
    categories: ['refrigeration', 'cooking', 'hvac', 'plumbing', 'electrical', 'general'],
    internal: true,
  },
] as const satisfies readonly VendorDefinition[];

export type VendorKey = (typeof VENDORS)[number]['key'];

export const vendorId = (key: VendorKey) => stableId(`vendor:${key}`);

/** The outside vendor that usually takes work of a category. */
export function vendorForCategory(category: CategoryKey): VendorKey {
  return VENDORS.find((v) => !v.internal && (v.categories as readonly CategoryKey[]).includes(category))?.key ?? 'handyfix';
}
