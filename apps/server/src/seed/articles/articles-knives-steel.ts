import type { SeedArticle } from "./seed-article.ts";

export const knivesAndSteel: SeedArticle[] = [
  {
    slug: "what-happens-in-a-knife-making-class",
    title: "What happens in a knife-making class",
    summary:
      "From a bar of carbon steel on Saturday morning to a sharpened knife on Sunday afternoon: the steps, the timing and what you take home.",
    tags: ["knives", "classes", "beginners"],
    theme: "knife-making",
    motif: "knife",
    hue: 22,
    daysAgo: 34,
    markdown: `A knife-making class is the most requested class on Guildforge, and for good reason: you go home with something you made, that you will use every day. Here is what a typical two-day beginner class looks like, so you know what to expect.

## Morning one: steel, fire and the first blows

After the safety briefing, your instructor hands out the steel. Most beginner classes use a simple high-carbon steel such as 1084 or 80CrV2: forgiving to forge and straightforward to heat treat. You will light the forge, learn to read heat by colour, and practise basic blows on a scrap bar before touching your blade stock.

Then the real work starts. You will **forge the tip** first, drawing and bending the point, then **set the bevels** by striking the edge at an angle to thin it. Expect to reheat the bar dozens of times. A blade is made in short, controlled heats, not in one long battle.

## Afternoon one: profile and normalising

By mid-afternoon most students have a recognisable blade shape. The instructor helps you straighten it, then you **normalise** the steel: heating it to a dull red and letting it cool in still air, three times. This refines the grain that forging has coarsened and relieves stress, which makes the blade far less likely to warp or crack in the quench.

The day ends with grinding the profile clean on the belt grinder. It is dusty, loud work and the place where many people discover they enjoy the precision as much as the fire.

## Morning two: the quench

This is the moment everyone waits for. The blade is heated evenly to its hardening temperature, checked with a magnet (hardenable steel stops being magnetic just before the right heat), and plunged edge-first into warm oil. There is a flash of flame, a hiss, and then a blade that is glass-hard and brittle.

Straight after, it goes into a tempering oven, usually around 200 °C for two cycles of an hour. Tempering gives back toughness; you will see the steel turn a pale straw colour.

## Afternoon two: handle and edge

While the blade tempers, you choose handle material, often a local hardwood. You will drill, glue and pin the scales, shape the handle on the grinder and by hand, and finish it with oil. Finally, the instructor shows you how to sharpen on stones, and you take the edge from ground to shaving sharp.

## What to bring and what you take home

Wear forge-appropriate clothes (see our [safety rules](/safety)) and bring lunch unless the class listing says it is provided. Everything else, from steel to sharpening stones, is supplied.

You leave with a finished knife, a sheath or a blade guard, notes on caring for it, and usually a strong wish to come back and make another. When you do, look at the intermediate classes: integral bolsters, hidden tangs and pattern welding are all waiting.`,
  },
  {
    slug: "caring-for-carbon-steel",
    title: "Caring for carbon steel",
    summary:
      "Carbon steel takes a keen edge and tells the story of its use. A few minutes of care keeps rust away and makes the patina work for you.",
    tags: ["carbon-steel", "maintenance", "knives"],
    theme: "knife-making",
    motif: "oil",
    hue: 30,
    daysAgo: 21,
    markdown: `Most blades forged in our classes are carbon steel, not stainless. Carbon steel is easier to forge and heat treat at home, it sharpens quickly, and it holds a fine edge. It also rusts if you ignore it. The good news: caring for it takes less time than making a cup of tea.

## The three rules

1. **Wash, dry, put away.** Never leave a carbon blade wet, in the sink or in a dishwasher. Rinse it after use, dry it completely with a towel, and put it back in its block or on its magnet.
2. **Acids act fast.** Onions, tomatoes, citrus and vinegar will grey or darken the blade within minutes. That is not damage, it is the start of a patina, but wipe the blade between cuts when working with acidic food.
3. **Oil for storage.** If a knife or tool will sit unused for more than a few days, wipe a thin film of oil on it. For kitchen knives use a food-safe oil such as mineral oil or camellia oil; vegetable oils go sticky over time.

## Patina is your friend

A patina is a thin, stable layer of oxide that forms as you use the blade: blues, greys, purples and browns. It protects the steel from the red, flaky rust that actually eats into it. Many owners encourage an even patina by wiping the blade with warm vinegar or leaving it in strong coffee for a few minutes. Whether you like the look is a matter of taste; functionally, it helps.

## When rust appears anyway

Orange spots happen. Deal with them early:

- Light spots: rub with a cork or a cloth and a little oil, or a paste of baking soda and water.
- Stubborn spots: a fine abrasive pad or 600-grit wet-and-dry paper with oil, working along the blade's length, not across it.
- Deep pitting near the edge: sharpening will eventually remove it. Ask your instructor if in doubt.

Avoid aggressive rust removers on handles; they can damage wood and the glue line.

## Handles and sheaths

Wooden handles like a few drops of oil or a wax finish now and then. Do not store a knife in a leather sheath for months: leather holds moisture and the tannins in it encourage rust. Keep the sheath for carrying, not for long storage.

## Sharpening little and often

A carbon edge responds beautifully to a fine stone or a leather strop. A few strokes on a strop before each use keeps the edge keen for weeks, and regular light sharpening is far easier than rescuing a dull blade twice a year.

If you forged the knife in a Guildforge class, you already know how it was heat treated. Look after it, and it will outlive you.`,
  },
];
