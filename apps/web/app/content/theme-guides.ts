import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import { themeTaglines } from "./theme-taglines";

/** The written guide behind each /learn/{theme} page and the home page's theme cards. */
export interface ThemeGuide {
  slug: ThemeSlug;
  title: string;
  tagline: string;
  intro: string;
  learn: string[];
  projects: string[];
  safety: string[];
  progression: { stage: string; text: string }[];
}

export const themeGuides: Record<ThemeSlug, ThemeGuide> = {
  "tool-making": {
    slug: "tool-making",
    title: "Tool making",
    tagline: themeTaglines["tool-making"],
    intro:
      "Blacksmiths have always made their own tools, and tool making is the best grounding in the craft. You learn to draw out, upset, punch and heat-treat carbon steel, and you leave with tools you will use for years.",
    learn: [
      "Reading heat by color and keeping steel in its forging range",
      "Drawing out, tapering, upsetting and squaring stock with a hand hammer",
      "Punching and drifting holes, and forge-welding simple joints",
      "Hardening and tempering medium- and high-carbon steel so edges hold without shattering",
      "Fitting handles and dressing tools on the grinder and file",
    ],
    projects: [
      "A center punch and a cold chisel from coil-spring steel",
      "A pair of flat-jaw or V-bit tongs",
      "A hot cut hardy for the anvil",
      "A cross-peen or rounding hammer (intermediate, usually with a striker or power hammer)",
    ],
    safety: [
      "Tool steel must be fully hardened and tempered before use: an untempered chisel can chip and throw shards",
      "Never strike hardened face to hardened face (hammer to hammer, hammer to punch face); wear safety glasses throughout",
      "Quench oil can flash if the steel is too hot or the oil too shallow: keep a metal lid beside the quench tank",
      "Mushroomed striking ends are ground back before every session",
    ],
    progression: [
      { stage: "First class", text: "Punches, chisels and a simple hook: heat control and basic hammer work." },
      { stage: "Next", text: "Tongs, drifts and hardy tools: matching parts, rivets and punching." },
      {
        stage: "Advanced",
        text: "Hammers and swage blocks with a striker or power hammer, and heat-treating to a spec.",
      },
    ],
  },
  horseshoeing: {
    slug: "horseshoeing",
    title: "Horseshoeing",
    tagline: themeTaglines.horseshoeing,
    intro:
      "Farriery joins smithing to animal care. Introductory classes teach forging shoes from bar and the anatomy behind a good fit; shoeing a live horse is taught only by qualified farriers, step by step, on calm horses.",
    learn: [
      "The anatomy of the hoof and lower leg, and why balance matters",
      "Forging a keg shoe and a hand-made shoe from straight bar",
      "Fullering, punching and pritchelling nail holes",
      "Trimming and rasping under supervision, and reading wear on old shoes",
      "Handling horses safely around the forge",
    ],
    projects: [
      "A pair of front shoes forged from bar",
      "A decorative horseshoe hook or bottle opener from a worn shoe",
      "Clips and calkins on a keg shoe",
    ],
    safety: [
      "Stand where you are taught to: at the shoulder, never directly behind a horse",
      "Steel-toe leather boots and a farrier's apron (chaps) are required for live-horse sessions",
      "Hot-fitting a shoe produces thick smoke: the work area must be well ventilated",
      "In many countries only registered farriers may shoe horses for others: classes teach the craft, not a license",
    ],
    progression: [
      { stage: "First class", text: "Forge shoes from bar and learn hoof anatomy on cadaver feet or models." },
      { stage: "Next", text: "Fitting and finishing shoes; trimming under close supervision." },
      { stage: "Advanced", text: "Therapeutic shoes and a path toward a formal farriery apprenticeship." },
    ],
  },
  "knife-making": {
    slug: "knife-making",
    title: "Knife making",
    tagline: themeTaglines["knife-making"],
    intro:
      "The most asked-for class on Guildforge. In a day or two you forge a blade's profile and bevels, normalize and harden it, grind and sharpen it, and fit a handle. Pattern-welded (Damascus-style) steel comes later.",
    learn: [
      "Choosing a steel (1084, 80CrV2, 5160) and why simple carbon steels suit beginners",
      "Forging the tip, profile and bevels without thinning the edge too far",
      "Normalizing, hardening with a magnet check, and tempering in an oven",
      "Grinding on a belt grinder, hand-sanding and sharpening",
      "Fitting a scale or hidden-tang handle with pins and epoxy",
    ],
    projects: [
      "A kitchen paring or utility knife",
      "A bushcraft knife with a leather sheath (two-day classes)",
      "A pattern-welded billet and blade (advanced)",
    ],
    safety: [
      "Belt grinders catch loose clothing, hair and gloves: no gloves at the grinder, hair tied back",
      "Grinding dust is a lung hazard: dust extraction or a respirator rated for fine particles",
      "Quench oil fires: quench in a lidded metal container with enough oil, never in water-and-oil mixes",
      "A finished blade is sharp: edges are taped for the trip home, and you carry it home within local knife laws",
    ],
    progression: [
      { stage: "First class", text: "A simple carbon-steel knife with slab handle." },
      { stage: "Next", text: "Hidden-tang knives, guards, and more accurate grinding." },
      { stage: "Advanced", text: "Pattern welding, differential hardening and hamon, and stainless heat-treat." },
    ],
  },
  "functional-items": {
    slug: "functional-items",
    title: "Functional items",
    tagline: themeTaglines["functional-items"],
    intro:
      "The village smith's trade: things people use every day. These classes build solid fundamentals on mild steel and send you home with pieces for your house and garden.",
    learn: [
      "Scrolls, twists and tapers that look good and stay strong",
      "Hot-punching, riveting and collaring parts together",
      "Making matching pairs and sets by eye and with simple jigs",
      "Finishes: wax, oil and blackening for indoor and outdoor pieces",
    ],
    projects: [
      "Wall hooks and a coat rack",
      "A fire poker, shovel and stand",
      "Strap hinges and a gate latch",
      "A spatula, flipper or bottle opener",
    ],
    safety: [
      "Galvanised steel is never forged: its zinc coating gives off toxic fumes",
      "Cool-looking steel can still burn: treat all metal near the forge as hot and pick it up with tongs",
      "A slack tub of water beside the anvil cools tools; never quench a coated or painted piece",
    ],
    progression: [
      { stage: "First class", text: "Hooks and a fire poker: tapers, scrolls and twists." },
      { stage: "Next", text: "Hinges, latches and kitchen tools with riveted joints." },
      { stage: "Advanced", text: "Sets and commissions made to measure, with forge-welded parts." },
    ],
  },
  "decorative-ironwork": {
    slug: "decorative-ironwork",
    title: "Decorative ironwork",
    tagline: themeTaglines["decorative-ironwork"],
    intro:
      "Decorative work is where control of the hammer becomes drawing in metal. You learn the classic elements of architectural ironwork and how to combine them into candle holders, railings panels and sculpture.",
    learn: [
      "Forged leaves, flowers and animal heads",
      "Scroll design, jigs and consistent C- and S-scrolls",
      "Collars, rivets and tenon joints for traditional assembly",
      "Repoussé and chasing on sheet steel and copper",
      "Design drawing at full scale before you light the forge",
    ],
    projects: [
      "A leaf-end candle holder or a forged rose",
      "A scroll panel for a gate or railing",
      "A small sculpture combining forged elements",
    ],
    safety: [
      "Sheet metal edges are sharp: handle with leather gloves when cold, tongs when hot",
      "Wire brushing throws bristles: glasses on, brush away from you",
      "Long bars swing: announce yourself when turning with hot stock in a shared forge",
    ],
    progression: [
      { stage: "First class", text: "Leaves, scrolls and a finished small piece." },
      { stage: "Next", text: "Joinery: collars, rivets and tenons on a panel." },
      { stage: "Advanced", text: "Design, layout and commissions; architectural restoration techniques." },
    ],
  },
  "jewelry-small-items": {
    slug: "jewelry-small-items",
    title: "Jewelry & small items",
    tagline: themeTaglines["jewelry-small-items"],
    intro:
      "Small-scale forging with small hammers and a light touch. These classes suit anyone who wants a detailed, wearable result from a day at the forge, and they are a gentle start for younger students.",
    learn: [
      "Working small stock without burning it",
      "Forging and texturing copper, bronze and mild steel",
      "Twisted and forged rings sized to your finger",
      "Piercing, filing, polishing and patinas",
    ],
    projects: ["A forged ring or bangle", "A leaf or feather pendant", "A keyring, cuff or bottle opener to give away"],
    safety: [
      "Small pieces heat fast and burn fast: always hold them in tongs or pliers, never fingers",
      "Brass and bronze can give off zinc or lead fumes if overheated: work them below melting heat, with ventilation",
      "Polishing wheels grab: no loose sleeves, jewelry or gloves near the buffer",
    ],
    progression: [
      { stage: "First class", text: "A ring and a pendant in copper and mild steel." },
      { stage: "Next", text: "Bronze and silver-steel pieces, stone settings made at the forge." },
      { stage: "Advanced", text: "Small pattern-welded pieces and mokume-gane." },
    ],
  },
};
