import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** True blacksmithing facts; the error screen shows one at random. */
export const funFacts: readonly MessageDescriptor[] = [
  msg`The word "smith" comes from the Old English smitan, "to strike". A blacksmith works black metal, iron; a whitesmith works tin and pewter.`,
  msg`Blacksmiths judge the heat of steel by its color: dull red is around 600 °C, cherry red about 800 °C and bright yellow about 1,100 °C.`,
  msg`That is why many smiths keep their forge in a dim corner: bright daylight makes hot steel look cooler than it is.`,
  msg`A good anvil rings and throws the hammer back up. Smiths call this rebound, and test it by dropping a ball bearing on the face.`,
  msg`The round hole in an anvil's face is the pritchel hole; the square one is the hardy hole, which holds cutting and bending tools.`,
  msg`Quenching hardens carbon steel by trapping carbon in a hard crystal structure called martensite; tempering afterwards trades a little hardness for toughness.`,
  msg`Damascus-style pattern-welded steel is made by forge-welding layers of different steels together, then folding and twisting them.`,
  msg`Forge welding joins two pieces of iron with nothing but heat and hammer blows, at around 1,250 °C. Borax is a common flux.`,
  msg`Horseshoes have been nailed to hooves for well over a thousand years, and a farrier still shapes each shoe to the horse.`,
  msg`A blacksmith's tongs are often made by the smith who uses them: making your own tongs is a classic early project.`,
  msg`Wrought iron, used for centuries before cheap steel, contains threads of glassy slag that give it a grain like wood.`,
  msg`The Eiffel Tower is built of puddled wrought iron, not steel: about 7,300 tonnes of it.`,
  msg`Coal forges usually burn bituminous "smithing coal" that cokes up into a clean, hot fire; gas forges run on propane.`,
  msg`Scale, the flaky black oxide that falls from hot iron, is magnetite; smiths sweep it up by the bucket.`,
  msg`A power hammer, driven by a motor or compressed air, can strike hundreds of blows a minute and does the work of several strikers.`,
  msg`Before power hammers, a smith worked with a striker who swung a sledgehammer wherever the smith tapped with a hand hammer.`,
  msg`Normalizing, heating steel past its critical temperature and letting it cool in still air, relieves the stresses left by forging.`,
  msg`Hot steel stops being magnetic at around 770 °C, its Curie point: a magnet is a simple check before quenching.`,
  msg`Many surnames come from the trade: Smith, Schmidt, Ferrari, Kowalski, Herrera and Lefèvre all mean "smith".`,
  msg`Hephaestus, Vulcan, Ilmarinen and Wayland are smiths of myth: the forge has been a place of stories for as long as of tools.`,
];
