import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The written guide behind each /learn/{theme} page: our own editorial text, so translated (the
 * `learn` catalog, sent only by the learn pages). The theme's name and tagline are the shell's
 * (components/themes/theme-name.ts, content/theme-taglines.ts), shared with the home page's cards.
 * A page shows a descriptor with `i18n._(...)`.
 */
export interface ThemeGuide {
  slug: ThemeSlug;
  intro: MessageDescriptor;
  learn: MessageDescriptor[];
  projects: MessageDescriptor[];
  safety: MessageDescriptor[];
  progression: { stage: MessageDescriptor; text: MessageDescriptor }[];
}

const firstClass = msg({ message: "First class", context: "learning path stage" });
const next = msg({ message: "Next", context: "learning path stage" });
const advanced = msg({ message: "Advanced", context: "learning path stage" });

export const themeGuides: Record<ThemeSlug, ThemeGuide> = {
  "tool-making": {
    slug: "tool-making",
    intro: msg`Blacksmiths have always made their own tools, and tool making is the best grounding in the craft. You learn to draw out, upset, punch and heat-treat carbon steel, and you leave with tools you will use for years.`,
    learn: [
      msg`Reading heat by color and keeping steel in its forging range`,
      msg`Drawing out, tapering, upsetting and squaring stock with a hand hammer`,
      msg`Punching and drifting holes, and forge-welding simple joints`,
      msg`Hardening and tempering medium- and high-carbon steel so edges hold without shattering`,
      msg`Fitting handles and dressing tools on the grinder and file`,
    ],
    projects: [
      msg`A center punch and a cold chisel from coil-spring steel`,
      msg`A pair of flat-jaw or V-bit tongs`,
      msg`A hot cut hardy for the anvil`,
      msg`A cross-peen or rounding hammer (intermediate, usually with a striker or power hammer)`,
    ],
    safety: [
      msg`Tool steel must be fully hardened and tempered before use: an untempered chisel can chip and throw shards`,
      msg`Never strike hardened face to hardened face (hammer to hammer, hammer to punch face); wear safety glasses throughout`,
      msg`Quench oil can flash if the steel is too hot or the oil too shallow: keep a metal lid beside the quench tank`,
      msg`Mushroomed striking ends are ground back before every session`,
    ],
    progression: [
      { stage: firstClass, text: msg`Punches, chisels and a simple hook: heat control and basic hammer work.` },
      { stage: next, text: msg`Tongs, drifts and hardy tools: matching parts, rivets and punching.` },
      {
        stage: advanced,
        text: msg`Hammers and swage blocks with a striker or power hammer, and heat-treating to a spec.`,
      },
    ],
  },
  horseshoeing: {
    slug: "horseshoeing",
    intro: msg`Farriery joins smithing to animal care. Introductory classes teach forging shoes from bar and the anatomy behind a good fit; shoeing a live horse is taught only by qualified farriers, step by step, on calm horses.`,
    learn: [
      msg`The anatomy of the hoof and lower leg, and why balance matters`,
      msg`Forging a keg shoe and a hand-made shoe from straight bar`,
      msg`Fullering, punching and pritchelling nail holes`,
      msg`Trimming and rasping under supervision, and reading wear on old shoes`,
      msg`Handling horses safely around the forge`,
    ],
    projects: [
      msg`A pair of front shoes forged from bar`,
      msg`A decorative horseshoe hook or bottle opener from a worn shoe`,
      msg`Clips and calkins on a keg shoe`,
    ],
    safety: [
      msg`Stand where you are taught to: at the shoulder, never directly behind a horse`,
      msg`Steel-toe leather boots and a farrier's apron (chaps) are required for live-horse sessions`,
      msg`Hot-fitting a shoe produces thick smoke: the work area must be well ventilated`,
      msg`In many countries only registered farriers may shoe horses for others: classes teach the craft, not a license`,
    ],
    progression: [
      { stage: firstClass, text: msg`Forge shoes from bar and learn hoof anatomy on cadaver feet or models.` },
      { stage: next, text: msg`Fitting and finishing shoes; trimming under close supervision.` },
      { stage: advanced, text: msg`Therapeutic shoes and a path toward a formal farriery apprenticeship.` },
    ],
  },
  "knife-making": {
    slug: "knife-making",
    intro: msg`The most asked-for class on Guildforge. In a day or two you forge a blade's profile and bevels, normalize and harden it, grind and sharpen it, and fit a handle. Pattern-welded (Damascus-style) steel comes later.`,
    learn: [
      msg`Choosing a steel (1084, 80CrV2, 5160) and why simple carbon steels suit beginners`,
      msg`Forging the tip, profile and bevels without thinning the edge too far`,
      msg`Normalizing, hardening with a magnet check, and tempering in an oven`,
      msg`Grinding on a belt grinder, hand-sanding and sharpening`,
      msg`Fitting a scale or hidden-tang handle with pins and epoxy`,
    ],
    projects: [
      msg`A kitchen paring or utility knife`,
      msg`A bushcraft knife with a leather sheath (two-day classes)`,
      msg`A pattern-welded billet and blade (advanced)`,
    ],
    safety: [
      msg`Belt grinders catch loose clothing, hair and gloves: no gloves at the grinder, hair tied back`,
      msg`Grinding dust is a lung hazard: dust extraction or a respirator rated for fine particles`,
      msg`Quench oil fires: quench in a lidded metal container with enough oil, never in water-and-oil mixes`,
      msg`A finished blade is sharp: edges are taped for the trip home, and you carry it home within local knife laws`,
    ],
    progression: [
      { stage: firstClass, text: msg`A simple carbon-steel knife with slab handle.` },
      { stage: next, text: msg`Hidden-tang knives, guards, and more accurate grinding.` },
      { stage: advanced, text: msg`Pattern welding, differential hardening and hamon, and stainless heat-treat.` },
    ],
  },
  "functional-items": {
    slug: "functional-items",
    intro: msg`The village smith's trade: things people use every day. These classes build solid fundamentals on mild steel and send you home with pieces for your house and garden.`,
    learn: [
      msg`Scrolls, twists and tapers that look good and stay strong`,
      msg`Hot-punching, riveting and collaring parts together`,
      msg`Making matching pairs and sets by eye and with simple jigs`,
      msg`Finishes: wax, oil and blackening for indoor and outdoor pieces`,
    ],
    projects: [
      msg`Wall hooks and a coat rack`,
      msg`A fire poker, shovel and stand`,
      msg`Strap hinges and a gate latch`,
      msg`A spatula, flipper or bottle opener`,
    ],
    safety: [
      msg`Galvanised steel is never forged: its zinc coating gives off toxic fumes`,
      msg`Cool-looking steel can still burn: treat all metal near the forge as hot and pick it up with tongs`,
      msg`A slack tub of water beside the anvil cools tools; never quench a coated or painted piece`,
    ],
    progression: [
      { stage: firstClass, text: msg`Hooks and a fire poker: tapers, scrolls and twists.` },
      { stage: next, text: msg`Hinges, latches and kitchen tools with riveted joints.` },
      { stage: advanced, text: msg`Sets and commissions made to measure, with forge-welded parts.` },
    ],
  },
  "decorative-ironwork": {
    slug: "decorative-ironwork",
    intro: msg`Decorative work is where control of the hammer becomes drawing in metal. You learn the classic elements of architectural ironwork and how to combine them into candle holders, railings panels and sculpture.`,
    learn: [
      msg`Forged leaves, flowers and animal heads`,
      msg`Scroll design, jigs and consistent C- and S-scrolls`,
      msg`Collars, rivets and tenon joints for traditional assembly`,
      msg`Repoussé and chasing on sheet steel and copper`,
      msg`Design drawing at full scale before you light the forge`,
    ],
    projects: [
      msg`A leaf-end candle holder or a forged rose`,
      msg`A scroll panel for a gate or railing`,
      msg`A small sculpture combining forged elements`,
    ],
    safety: [
      msg`Sheet metal edges are sharp: handle with leather gloves when cold, tongs when hot`,
      msg`Wire brushing throws bristles: glasses on, brush away from you`,
      msg`Long bars swing: announce yourself when turning with hot stock in a shared forge`,
    ],
    progression: [
      { stage: firstClass, text: msg`Leaves, scrolls and a finished small piece.` },
      { stage: next, text: msg`Joinery: collars, rivets and tenons on a panel.` },
      { stage: advanced, text: msg`Design, layout and commissions; architectural restoration techniques.` },
    ],
  },
  "jewelry-small-items": {
    slug: "jewelry-small-items",
    intro: msg`Small-scale forging with small hammers and a light touch. These classes suit anyone who wants a detailed, wearable result from a day at the forge, and they are a gentle start for younger students.`,
    learn: [
      msg`Working small stock without burning it`,
      msg`Forging and texturing copper, bronze and mild steel`,
      msg`Twisted and forged rings sized to your finger`,
      msg`Piercing, filing, polishing and patinas`,
    ],
    projects: [
      msg`A forged ring or bangle`,
      msg`A leaf or feather pendant`,
      msg`A keyring, cuff or bottle opener to give away`,
    ],
    safety: [
      msg`Small pieces heat fast and burn fast: always hold them in tongs or pliers, never fingers`,
      msg`Brass and bronze can give off zinc or lead fumes if overheated: work them below melting heat, with ventilation`,
      msg`Polishing wheels grab: no loose sleeves, jewelry or gloves near the buffer`,
    ],
    progression: [
      { stage: firstClass, text: msg`A ring and a pendant in copper and mild steel.` },
      { stage: next, text: msg`Bronze and silver-steel pieces, stone settings made at the forge.` },
      { stage: advanced, text: msg`Small pattern-welded pieces and mokume-gane.` },
    ],
  },
};
