import type { ThemeSlug } from "@guildforge/contracts";

/** A demo instructor: their bio, home city (a seeded location path) and the themes they teach. */
export interface SeedInstructor {
  slug: string;
  name: string;
  bio: string;
  /** The seeded city they live and teach in: every class of theirs is at a forge there. */
  city: string;
  homeLocation: string;
  /** Every class of theirs has one of these themes, and each of them is taught (decision 370). */
  themes: ThemeSlug[];
}

/** The demo instructor account (demo-users.ts) with what she teaches. */
export const demoInstructor: SeedInstructor = {
  slug: "ingrid-hammerfell",
  name: "Ingrid Hammerfell",
  bio: "Norwegian-born master smith teaching in Portland: knives, the tools to make them, and scrollwork. Patient, safe, hands-on classes.",
  city: "us/oregon/portland",
  homeLocation: "Portland, OR",
  themes: ["knife-making", "tool-making", "decorative-ironwork"],
};

/** Nine more demo instructors (the demo instructor Ingrid Hammerfell is the tenth). */
export const seedInstructors: SeedInstructor[] = [
  {
    slug: "bram-oakes",
    name: "Bram Oakes",
    bio: "Bladesmith for 20 years in the Blue Ridge mountains; ABS journeyman smith who loves teaching first knives.",
    city: "us/north-carolina/asheville",
    homeLocation: "Asheville, NC",
    themes: ["knife-making"],
  },
  {
    slug: "celia-forsythe",
    name: "Celia Forsythe",
    bio: "Architectural ironworker in Sheffield; restores Georgian railings and teaches scrollwork and leaves.",
    city: "uk/england/sheffield",
    homeLocation: "Sheffield, England",
    themes: ["decorative-ironwork"],
  },
  {
    slug: "diego-herrera",
    name: "Diego Herrera",
    bio: "Certified journeyman farrier shoeing ranch and sport horses across Texas, based in Austin.",
    city: "us/texas/austin",
    homeLocation: "Austin, TX",
    themes: ["horseshoeing"],
  },
  {
    slug: "elspeth-mcrae",
    name: "Elspeth McRae",
    bio: "Edinburgh jeweller and smith making forged rings, pendants and small sculpture.",
    city: "uk/scotland/edinburgh",
    homeLocation: "Edinburgh, Scotland",
    themes: ["jewelry-small-items"],
  },
  {
    slug: "finn-larsen",
    name: "Finn Larsen",
    bio: "Toronto toolmaker: chisels, punches, hammers and tongs for other smiths.",
    city: "ca/ontario/toronto",
    homeLocation: "Toronto, ON",
    themes: ["tool-making"],
  },
  {
    slug: "greta-baumann",
    name: "Greta Baumann",
    bio: "Meisterin of the Munich smiths' guild; damascus blades and traditional tools.",
    city: "de/bavaria/munich",
    homeLocation: "Munich, Germany",
    themes: ["knife-making", "tool-making"],
  },
  {
    slug: "hiro-tanaka",
    name: "Hiro Tanaka",
    bio: "Kitchen-knife maker trained in Sakai, now forging in Vancouver.",
    city: "ca/british-columbia/vancouver",
    homeLocation: "Vancouver, BC",
    themes: ["knife-making"],
  },
  {
    slug: "isla-grant",
    name: "Isla Grant",
    bio: "Makes hooks, hinges, latches and hardware for Sheffield's heritage homes.",
    city: "uk/england/sheffield",
    homeLocation: "Sheffield, England",
    themes: ["functional-items"],
  },
  {
    slug: "jonas-weber",
    name: "Jonas Weber",
    bio: "Industrial designer turned smith in Toronto; modern functional and decorative ironwork.",
    city: "ca/ontario/toronto",
    homeLocation: "Toronto, ON",
    themes: ["functional-items", "decorative-ironwork"],
  },
];

interface Template {
  title: string;
  summary: string;
  level: "beginner" | "intermediate" | "advanced" | "all_levels";
  hours: number;
  days: number;
  basePrice: number;
  minAge: number;
  included: string[];
  bring: string[];
}

const base = {
  bring: ["Closed-toe leather shoes", "Natural-fibre clothes (cotton or wool)", "A packed lunch"],
  safety: [
    "Wear the safety glasses provided at all times in the forge",
    "No synthetic clothing",
    "Long hair tied back",
    "Follow the instructor's quench and tong-handling rules",
  ],
};

export const seedTemplates: Record<ThemeSlug, Template[]> = {
  "knife-making": [
    {
      title: "Forge Your First Knife",
      summary: "Turn a bar of high-carbon steel into a working knife in one day.",
      level: "beginner",
      hours: 7,
      days: 1,
      basePrice: 185,
      minAge: 16,
      included: ["1084 steel", "Handle scales", "Use of all tools", "Lunch"],
      bring: base.bring,
    },
    {
      title: "Kitchen Knife Weekend",
      summary: "Forge, grind and heat-treat a chef's knife over two days.",
      level: "intermediate",
      hours: 7,
      days: 2,
      basePrice: 420,
      minAge: 18,
      included: ["Steel and handle wood", "Heat treatment", "Sharpening"],
      bring: base.bring,
    },
    {
      title: "Pattern-Welded Damascus Billet",
      summary: "Stack, weld and fold your own damascus billet and etch the pattern.",
      level: "advanced",
      hours: 8,
      days: 2,
      basePrice: 560,
      minAge: 18,
      included: ["1084 and 15N20 steel", "Etchant", "Power hammer time"],
      bring: base.bring,
    },
    {
      title: "Bushcraft Knife Intensive",
      summary: "A stout outdoor knife with a leather sheath.",
      level: "intermediate",
      hours: 7,
      days: 2,
      basePrice: 390,
      minAge: 16,
      included: ["Steel", "Leather for the sheath", "Lunch both days"],
      bring: base.bring,
    },
  ],
  "tool-making": [
    {
      title: "Make Your Own Tongs",
      summary: "Forge a pair of flat-jaw tongs: the smith's first tool.",
      level: "beginner",
      hours: 6,
      days: 1,
      basePrice: 145,
      minAge: 14,
      included: ["Mild steel", "Rivets"],
      bring: base.bring,
    },
    {
      title: "Chisels and Punches",
      summary: "Forge, harden and temper a set of hot-cut chisels and punches.",
      level: "intermediate",
      hours: 7,
      days: 1,
      basePrice: 175,
      minAge: 16,
      included: ["Tool steel", "Heat treatment"],
      bring: base.bring,
    },
    {
      title: "Forge a Hammer",
      summary: "Drift the eye and shape the faces of a cross-peen hammer.",
      level: "advanced",
      hours: 8,
      days: 2,
      basePrice: 450,
      minAge: 18,
      included: ["4140 steel", "Hickory handle"],
      bring: base.bring,
    },
  ],
  horseshoeing: [
    {
      title: "Introduction to Farriery",
      summary: "Hoof anatomy, trimming and forging a keg shoe.",
      level: "beginner",
      hours: 7,
      days: 1,
      basePrice: 210,
      minAge: 16,
      included: ["Shoe stock", "Hoof models"],
      bring: [...base.bring, "Chaps if you own them"],
    },
    {
      title: "Forged Shoes Workshop",
      summary: "Forge front and hind shoes from bar stock.",
      level: "intermediate",
      hours: 8,
      days: 2,
      basePrice: 460,
      minAge: 18,
      included: ["Bar stock", "Nails"],
      bring: base.bring,
    },
    {
      title: "Corrective Shoeing Clinic",
      summary: "Bar shoes, egg-bars and wedges for common conditions.",
      level: "advanced",
      hours: 8,
      days: 1,
      basePrice: 290,
      minAge: 18,
      included: ["Stock", "Cadaver hoof practice"],
      bring: base.bring,
    },
  ],
  "functional-items": [
    {
      title: "Hooks, Hinges and Latches",
      summary: "Forge hardware for your home: hooks, a strap hinge and a thumb latch.",
      level: "beginner",
      hours: 6,
      days: 1,
      basePrice: 160,
      minAge: 14,
      included: ["Mild steel", "Finishing wax"],
      bring: base.bring,
    },
    {
      title: "Forged Fire Tools",
      summary: "A poker, shovel and stand for the hearth.",
      level: "intermediate",
      hours: 7,
      days: 2,
      basePrice: 380,
      minAge: 16,
      included: ["Steel", "Finishing"],
      bring: base.bring,
    },
    {
      title: "Camp Cookware: Tripod and Skillet",
      summary: "A campfire tripod with a forged hook and a hand-raised skillet.",
      level: "all_levels",
      hours: 7,
      days: 1,
      basePrice: 195,
      minAge: 12,
      included: ["Steel", "Seasoning oil"],
      bring: base.bring,
    },
  ],
  "decorative-ironwork": [
    {
      title: "Scrolls and Leaves",
      summary: "Master the scroll, the collar and the forged leaf.",
      level: "beginner",
      hours: 6,
      days: 1,
      basePrice: 155,
      minAge: 14,
      included: ["Mild steel"],
      bring: base.bring,
    },
    {
      title: "Candle Holder with Twists",
      summary: "Forge a candle holder with twisted stems and drip cups.",
      level: "all_levels",
      hours: 5,
      days: 1,
      basePrice: 130,
      minAge: 12,
      included: ["Steel", "Beeswax finish"],
      bring: base.bring,
    },
    {
      title: "Garden Gate Panel",
      summary: "Design and forge a decorative panel, assembled with collars and rivets.",
      level: "advanced",
      hours: 8,
      days: 3,
      basePrice: 690,
      minAge: 18,
      included: ["Steel", "Design session"],
      bring: base.bring,
    },
  ],
  "jewelry-small-items": [
    {
      title: "Forged Rings and Bangles",
      summary: "Forge copper, brass and steel rings and a textured bangle.",
      level: "beginner",
      hours: 4,
      days: 1,
      basePrice: 95,
      minAge: 12,
      included: ["Copper and brass stock", "Polishing"],
      bring: ["Comfortable clothes"],
    },
    {
      title: "Bottle Openers and Keyrings",
      summary: "A quick, fun evening: forge a bottle opener and a keyring.",
      level: "all_levels",
      hours: 3,
      days: 1,
      basePrice: 0,
      minAge: 10,
      included: ["Steel", "Snacks"],
      bring: ["Closed-toe shoes"],
    },
    {
      title: "Forged Pendant Workshop",
      summary: "Forge and finish a pendant in steel or bronze.",
      level: "intermediate",
      hours: 5,
      days: 1,
      basePrice: 120,
      minAge: 14,
      included: ["Stock", "Chain"],
      bring: ["Comfortable clothes"],
    },
  ],
};

export const seedSafety = base.safety;

export const currencyOf: Record<string, { currency: string; factor: number }> = {
  us: { currency: "USD", factor: 1 },
  uk: { currency: "GBP", factor: 0.8 },
  ca: { currency: "CAD", factor: 1.35 },
  de: { currency: "EUR", factor: 0.92 },
};
