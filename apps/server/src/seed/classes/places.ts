/** Demo places: countries, regions and cities (real time zones), and 12 forges. */
export interface SeedLocation {
  path: string;
  name: string;
  kind: "country" | "region" | "city";
  timeZone: string;
  lat?: number;
  lng?: number;
  description: string;
}

export const seedLocations: SeedLocation[] = [
  {
    path: "us",
    name: "United States",
    kind: "country",
    timeZone: "America/New_York",
    description:
      "From Pacific Northwest bladesmiths to Appalachian toolmakers, American forges keep a lively teaching tradition.",
  },
  {
    path: "us/oregon",
    name: "Oregon",
    kind: "region",
    timeZone: "America/Los_Angeles",
    description: "Timber country with a deep bench of knife makers and farriers.",
  },
  {
    path: "us/oregon/portland",
    name: "Portland",
    kind: "city",
    timeZone: "America/Los_Angeles",
    lat: 45.5152,
    lng: -122.6784,
    description:
      "Portland's industrial east side is dotted with shared forges where makers teach evening and weekend classes, from first hammer blows to pattern-welded steel.",
  },
  {
    path: "us/north-carolina",
    name: "North Carolina",
    kind: "region",
    timeZone: "America/New_York",
    description: "Home of a storied craft-school tradition in the Blue Ridge.",
  },
  {
    path: "us/north-carolina/asheville",
    name: "Asheville",
    kind: "city",
    timeZone: "America/New_York",
    lat: 35.5951,
    lng: -82.5515,
    description:
      "Asheville sits in the heart of Appalachian craft country; its smiths teach traditional tool forging, ironwork for the home and architectural scrollwork.",
  },
  {
    path: "us/texas",
    name: "Texas",
    kind: "region",
    timeZone: "America/Chicago",
    description: "Ranch country where farriery and practical smithing never went out of style.",
  },
  {
    path: "us/texas/austin",
    name: "Austin",
    kind: "city",
    timeZone: "America/Chicago",
    lat: 30.2672,
    lng: -97.7431,
    description:
      "Austin's maker scene mixes ranch farriers with modern bladesmiths; classes run year round, with early starts in the summer heat.",
  },
  {
    path: "uk",
    name: "United Kingdom",
    kind: "country",
    timeZone: "Europe/London",
    description: "Centuries of smithing heritage, from Sheffield steel to Highland ironwork.",
  },
  {
    path: "uk/england",
    name: "England",
    kind: "region",
    timeZone: "Europe/London",
    description: "Village smithies and city workshops alike.",
  },
  {
    path: "uk/england/sheffield",
    name: "Sheffield",
    kind: "city",
    timeZone: "Europe/London",
    lat: 53.3811,
    lng: -1.4701,
    description:
      "The city that made stainless steel still makes blades: Sheffield's workshops teach cutlery, edge tools and heat treatment in the shadow of the old steelworks.",
  },
  {
    path: "uk/scotland",
    name: "Scotland",
    kind: "region",
    timeZone: "Europe/London",
    description: "Highland and lowland forges with a strong decorative tradition.",
  },
  {
    path: "uk/scotland/edinburgh",
    name: "Edinburgh",
    kind: "city",
    timeZone: "Europe/London",
    lat: 55.9533,
    lng: -3.1883,
    description:
      "Edinburgh's closes and courtyards are full of wrought-iron railings; local smiths teach the scrolls, leaves and collars that made them.",
  },
  {
    path: "ca",
    name: "Canada",
    kind: "country",
    timeZone: "America/Toronto",
    description: "A growing community of artist-blacksmiths coast to coast.",
  },
  {
    path: "ca/ontario",
    name: "Ontario",
    kind: "region",
    timeZone: "America/Toronto",
    description: "Heritage forges and modern studios around the Great Lakes.",
  },
  {
    path: "ca/ontario/toronto",
    name: "Toronto",
    kind: "city",
    timeZone: "America/Toronto",
    lat: 43.6532,
    lng: -79.3832,
    description:
      "Toronto's shared studios run beginner nights, jewellery forging and weekend knife courses, many reachable by streetcar.",
  },
  {
    path: "ca/british-columbia",
    name: "British Columbia",
    kind: "region",
    timeZone: "America/Vancouver",
    description: "Coastal workshops with a love of functional, outdoor-ready ironwork.",
  },
  {
    path: "ca/british-columbia/vancouver",
    name: "Vancouver",
    kind: "city",
    timeZone: "America/Vancouver",
    lat: 49.2827,
    lng: -123.1207,
    description: "Vancouver makers forge camp gear, kitchen knives and garden tools between the mountains and the sea.",
  },
  {
    path: "de",
    name: "Germany",
    kind: "country",
    timeZone: "Europe/Berlin",
    description: "Guild traditions, apprenticeships and precise craft.",
  },
  {
    path: "de/bavaria",
    name: "Bavaria",
    kind: "region",
    timeZone: "Europe/Berlin",
    description: "Alpine villages with working smithies.",
  },
  {
    path: "de/bavaria/munich",
    name: "Munich",
    kind: "city",
    timeZone: "Europe/Berlin",
    lat: 48.1351,
    lng: 11.582,
    description:
      "Munich's craft schools keep the guild spirit alive: structured courses in tool forging, damascus steel and ornamental work.",
  },
];

export interface SeedVenue {
  slug: string;
  name: string;
  city: string;
  address: string;
  lat: number;
  lng: number;
  owner: "host" | "instructor";
  equipment: string[];
  safetyGear: string[];
  accessibility: string;
  description: string;
}

const gear = ["Safety glasses", "Ear defenders", "Leather aprons", "Leather gloves for tongs work"];

export const seedVenues: SeedVenue[] = [
  {
    slug: "east-side-anvil-works",
    name: "East Side Anvil Works",
    city: "us/oregon/portland",
    address: "1820 SE 8th Ave, Portland, OR 97214",
    lat: 45.5087,
    lng: -122.6577,
    owner: "host",
    equipment: [
      "4 propane forges",
      "1 coal forge",
      "6 anvils (100-250 lb)",
      "50 lb power hammer",
      "2x72 belt grinder",
      "Heat-treat oven",
    ],
    safetyGear: gear,
    accessibility: "Ground-floor workshop with a level concrete floor; accessible restroom.",
    description: "A converted loading dock with roll-up doors and six teaching stations.",
  },
  {
    slug: "rose-city-bladeworks",
    name: "Rose City Bladeworks",
    city: "us/oregon/portland",
    address: "4410 N Williams Ave, Portland, OR 97217",
    lat: 45.5558,
    lng: -122.6668,
    owner: "instructor",
    equipment: ["2 gas forges", "3 anvils", "Belt grinders", "Quench tanks (canola and parks 50)"],
    safetyGear: gear,
    accessibility: "Two steps at the entrance; a portable ramp is available on request.",
    description: "A small knife shop run by its instructor.",
  },
  {
    slug: "blue-ridge-forge",
    name: "Blue Ridge Forge",
    city: "us/north-carolina/asheville",
    address: "77 Riverside Dr, Asheville, NC 28801",
    lat: 35.5869,
    lng: -82.5678,
    owner: "host",
    equipment: ["5 coal forges", "8 anvils", "Treadle hammer", "Swage blocks", "Fly press"],
    safetyGear: gear,
    accessibility: "Gravel yard; the forge floor is packed earth. Seating for breaks.",
    description: "An open-sided timber forge by the French Broad River.",
  },
  {
    slug: "hill-country-smithy",
    name: "Hill Country Smithy",
    city: "us/texas/austin",
    address: "2301 E Cesar Chavez St, Austin, TX 78702",
    lat: 30.2556,
    lng: -97.7181,
    owner: "host",
    equipment: ["4 gas forges", "6 anvils", "Farrier stands", "Hoof stands and nippers", "Belt grinder"],
    safetyGear: gear,
    accessibility: "Level entry, accessible restroom, shaded seating outside.",
    description: "A ranch-style shop with a farrier bay.",
  },
  {
    slug: "kelham-island-forge",
    name: "Kelham Island Forge",
    city: "uk/england/sheffield",
    address: "Alma St, Kelham Island, Sheffield S3 8RY",
    lat: 53.3906,
    lng: -1.4704,
    owner: "host",
    equipment: ["3 gas forges", "2 coke forges", "6 anvils", "Power hammer", "Grinding shop"],
    safetyGear: gear,
    accessibility: "Step-free access through the yard gate.",
    description: "In a former cutlery works in the old industrial quarter.",
  },
  {
    slug: "leith-ironworks",
    name: "Leith Ironworks",
    city: "uk/scotland/edinburgh",
    address: "14 Coburg St, Leith, Edinburgh EH6 6HB",
    lat: 55.9759,
    lng: -3.1725,
    owner: "host",
    equipment: ["4 coal forges", "5 anvils", "Scroll jigs", "Bending forks", "MIG welder for assembly"],
    safetyGear: gear,
    accessibility: "Cobbled yard; ground-floor workshop.",
    description: "Decorative ironwork near the old docks.",
  },
  {
    slug: "junction-metal-studio",
    name: "Junction Metal Studio",
    city: "ca/ontario/toronto",
    address: "3090 Dundas St W, Toronto, ON M6P 1Z8",
    lat: 43.6652,
    lng: -79.4729,
    owner: "host",
    equipment: ["3 gas forges", "Jeweller's benches", "Small anvils and stakes", "Torch station", "Rolling mill"],
    safetyGear: gear,
    accessibility: "Elevator to the second-floor studio.",
    description: "A bright studio for small-scale forging and jewellery.",
  },
  {
    slug: "don-valley-forge",
    name: "Don Valley Forge",
    city: "ca/ontario/toronto",
    address: "550 Bayview Ave, Toronto, ON M4W 3X8",
    lat: 43.6846,
    lng: -79.3656,
    owner: "host",
    equipment: ["4 coal forges", "6 anvils", "Treadle hammer", "Belt grinder"],
    safetyGear: gear,
    accessibility: "Level path from the parking lot.",
    description: "A heritage forge in a restored brickworks.",
  },
  {
    slug: "false-creek-forge",
    name: "False Creek Forge",
    city: "ca/british-columbia/vancouver",
    address: "1610 Franklin St, Vancouver, BC V5L 1P4",
    lat: 49.2817,
    lng: -123.0724,
    owner: "host",
    equipment: ["4 propane forges", "5 anvils", "Power hammer", "Belt grinders", "Heat-treat oven"],
    safetyGear: gear,
    accessibility: "Ground floor, accessible washroom.",
    description: "A co-op forge in an east-side warehouse.",
  },
  {
    slug: "isar-schmiede",
    name: "Isar Schmiede",
    city: "de/bavaria/munich",
    address: "Schäftlarnstraße 10, 81371 München",
    lat: 48.1176,
    lng: 11.5556,
    owner: "host",
    equipment: ["4 coal forges", "6 anvils", "Lufthammer (power hammer)", "Schleifmaschinen (grinders)"],
    safetyGear: gear,
    accessibility: "Step-free entrance from the courtyard.",
    description: "A traditional guild smithy by the river Isar.",
  },
  {
    slug: "maxvorstadt-werkstatt",
    name: "Maxvorstadt Werkstatt",
    city: "de/bavaria/munich",
    address: "Türkenstraße 60, 80799 München",
    lat: 48.1519,
    lng: 11.5788,
    owner: "host",
    equipment: ["2 gas forges", "4 anvils", "Jewellery benches", "Rolling mill"],
    safetyGear: gear,
    accessibility: "Courtyard workshop, one low step.",
    description: "A compact studio for small work and jewellery.",
  },
  {
    slug: "sheffield-edge-tool-co",
    name: "Sheffield Edge Tool Co.",
    city: "uk/england/sheffield",
    address: "Sidney St, Sheffield S1 4RG",
    lat: 53.3762,
    lng: -1.4689,
    owner: "host",
    equipment: ["2 gas forges", "4 anvils", "Surface grinder", "Heat-treat oven", "Tempering oven"],
    safetyGear: gear,
    accessibility: "Ground-floor unit with level access.",
    description: "Edge tools and cutlery, taught by working grinders.",
  },
];
