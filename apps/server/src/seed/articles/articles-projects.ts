import type { SeedArticle } from "./seed-article.ts";

export const projects: SeedArticle[] = [
  {
    slug: "five-useful-things-to-forge-in-your-first-year",
    title: "Five useful things to forge in your first year",
    summary:
      "Hooks, a fire poker, a bottle opener, tongs and a hardy tool: five projects that build real skills and end up in daily use.",
    tags: ["projects", "beginners"],
    theme: "functional-items",
    motif: "hook",
    hue: 26,
    daysAgo: 14,
    markdown: `The best beginner projects are small, useful and teach one new skill each. Here are five that our instructors recommend for the first year at the anvil, roughly in the order we suggest making them.

## 1. A wall hook

The classic first project, and for good reason. A hook teaches **tapering** (for the decorative tip), **flattening** and **punching** (for the screw holes) and **bending** over the horn. Make a set of four for coats or tools, and notice how much more consistent the fourth is than the first.

## 2. A fire poker

A poker is a longer piece, which means working a bar in sections and keeping it straight. Add a twist in the shaft and a scrolled or looped handle, and you practise two decorative elements at once. It is also a useful lesson in heat management: the handle end needs to stay cool enough to hold while you work the tip.

## 3. A bottle opener

Small, quick and always popular as a gift. A bottle opener needs a **punched and drifted hole**, shaped precisely enough to catch a bottle cap. It teaches measurement and accuracy, and the first time yours actually opens a bottle is deeply satisfying.

## 4. A pair of tongs

Making your own tongs is a milestone. Two identical halves must be forged, punched for a rivet, riveted together and then adjusted hot so the jaws meet cleanly. It is harder than it looks, it takes most of a day, and afterwards you own a tool fitted to your own work. Many smiths keep their first pair forever.

## 5. A hardy tool

A hardy is a tool that sits in the square hole of the anvil, such as a hot cut used to cut hot bar. It introduces **upsetting** (thickening the metal), forging a square shank to fit your anvil's hole, and a first taste of heat treatment for the cutting edge. It is the point at which you start making the tools that make other things.

## Tips for every project

- Make each project more than once. The second one teaches more than the first.
- Keep a notebook: bar size, length cut, number of heats. It turns guesswork into a plan.
- Finish your pieces. A wire brush while warm and a coat of beeswax gives a durable, handsome black finish for indoor work.

Our [functional items classes](/learn/functional-items) cover most of these in a weekend, with an instructor to correct your technique as you go.`,
  },
  {
    slug: "forging-rings-and-pendants-at-the-small-anvil",
    title: "Forging rings and pendants at the small anvil",
    summary:
      "Jewellery brings blacksmithing down to a small scale: lighter hammers, finer heats and metals such as copper, brass and silver.",
    tags: ["jewelry", "techniques"],
    theme: "jewelry-small-items",
    motif: "ring",
    hue: 38,
    daysAgo: 7,
    markdown: `Not every forge project needs a big fire and a heavy hammer. Forged jewellery uses the same principles as any other smithing, drawing, upsetting, twisting and punching, at a scale where a single misplaced blow shows. It is a wonderful way into the craft for people who like detail, and a great way for experienced smiths to sharpen their control.

## Tools at a smaller scale

A jewellery bench is lighter than a forge shop. Expect to use:

- A small anvil or a steel bench block, plus a **ring mandrel** for sizing.
- Hammers from 100 to 500 g, including a small cross-pein and a planishing hammer with a highly polished face.
- A torch or a small gas forge rather than a coal fire.
- Files, needle files and fine abrasive papers for finishing.

## The metals

Most classes start with **copper**, which is cheap, soft and forgiving, then move to **brass** and **sterling silver**. These metals are worked cold far more than steel is. As you hammer, they work-harden and become springy and prone to cracking, so you **anneal** them: heat to a dull glow and let cool (or quench, for copper and silver). Learning when a piece needs annealing is one of the first skills a class teaches.

Steel jewellery is possible too, with forged textures and a blued or waxed finish, but it needs care to keep from rusting against skin.

## A forged ring, step by step

1. Cut a length of square or round wire a little longer than the ring size needs.
2. Forge a taper or a texture on the outer face with the pein of a small hammer.
3. Anneal, then bend the band around the mandrel with a rawhide mallet so the texture is not flattened.
4. Close the joint and solder it, or leave it as an open, adjustable band.
5. Hammer it round and up to size on the mandrel, then file, sand and polish.

## Pendants and texture

Pendants are where the forge really shows. Hammered textures, forged scrolls and punched patterns all translate directly from larger ironwork. A simple forged leaf in copper, drilled and hung on a leather cord, is a lovely first piece.

## Safety at small scale

The rules do not relax because the pieces are small. Safety glasses stay on, small pieces get hot fast and stay hot longer than you think, and pickling solutions used to clean metal after heating need gloves and good ventilation. Read our [safety rules](/safety) before class.

Browse [jewellery and small items classes](/learn/jewelry-small-items) for weekend and evening courses.`,
  },
];
