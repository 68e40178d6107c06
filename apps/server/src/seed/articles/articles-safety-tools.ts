import type { SeedArticle } from "./seed-article.ts";

export const safetyAndTools: SeedArticle[] = [
  {
    slug: "forge-safety-the-rules-we-teach-on-the-first-morning",
    title: "Forge safety: the rules we teach on the first morning",
    summary:
      "Every Guildforge class starts with the same half hour: what to wear, how hot metal behaves, and the habits that keep a busy shop free of burns.",
    tags: ["safety", "beginners"],
    theme: "tool-making",
    motif: "goggles",
    hue: 28,
    daysAgo: 62,
    markdown: `Most people arrive at their first class expecting sparks and noise. What they get first is a safety talk, and it is the most useful half hour of the day. A forge is not a dangerous place when everyone in it follows a few simple habits. It becomes one when a single person forgets them.

## Dress for the forge, not for the photo

Wear clothes made of natural fibres: cotton, wool or denim. Synthetic fabrics melt when a spark lands on them and stick to skin. Long trousers without turn-ups (a turn-up is a perfect spark trap), closed leather boots, and a shirt you do not mind scorching. Tie long hair back and take off rings, bracelets and necklaces: metal jewellery conducts heat faster than you can pull your hand away.

The shop provides safety glasses, hearing protection and a leather apron. Glasses stay on from the moment you walk in until you leave, including when you are only watching. Scale flies off a hot bar in every direction, and it does not care whether you are holding the hammer.

## Everything is hot until proven cold

Steel at 300 °C looks exactly like steel at room temperature. This is the single fact that causes most forge burns. Our rule is simple: **never pick up metal with a bare hand**, even a piece you think has been on the bench for an hour. Use tongs, or hold your open palm a few centimetres above the metal first and feel for radiated heat.

When you put a hot piece down, put it in the same place every time, tip facing the wall, and tell the people around you. "Hot on the bench" is the most common phrase in any working shop.

## Your space, their space

A hammer swing needs room. Before you strike, check that nobody is standing behind you or within reach of a glancing blow. Keep the floor around your anvil clear of off-cuts and tools: you will be walking backwards from the forge with a glowing bar more often than you expect.

- Keep the tongs' reins pointing away from other people.
- Quench tanks stay where they are; never carry an open bucket of water or oil across the shop.
- Announce yourself when you pass behind someone who is working.

## Fire, fumes and the quench

Coal and gas forges both need ventilation. If you feel a headache, dizziness or nausea, step outside and tell your instructor: it can be carbon monoxide, and it is never something to push through. Oil quenching produces a brief flare; your instructor will show you how to enter the oil fast and fully so the flame stays small, and where the lid and the extinguisher are.

## Burns happen: what to do

Small burns are part of learning, and they are almost always minor. Cool a burn under running water for twenty minutes, not ice. Tell the instructor, however small it is, so it can be checked and recorded. Every Guildforge venue has a first-aid kit and a posted plan for getting help quickly.

Read the full list of rules on our [forge safety page](/safety) before your class. The instructors will go over them again, and they will keep you to them all day. That is what makes the rest of the day fun.`,
  },
  {
    slug: "choosing-your-first-hammer",
    title: "Choosing your first hammer",
    summary:
      "Weight, face, handle and balance: what matters when you buy the one tool you will use for every blow, and why lighter is usually better.",
    tags: ["tools", "beginners"],
    theme: "tool-making",
    motif: "hammer",
    hue: 24,
    daysAgo: 48,
    markdown: `After their first class, almost every student asks the same question: which hammer should I buy? It is a good question, because a hammer is the one tool you will hold for every single blow. It is also easy to get wrong, usually by buying something too heavy.

## Start lighter than you think

A beginner's instinct is to reach for a big hammer, because big hammers move more metal. In practice, a heavy hammer you cannot control moves metal in the wrong place, tires your forearm within an hour and encourages a wrist-flicking swing that leads to tendon strain.

For most adults, a **800 g to 1 kg (about 1.75 to 2.25 lb)** cross-pein hammer is the right first hammer. Smaller students and anyone making jewellery or small items should start around 600 to 700 g. You will know the weight is right when you can strike accurately for twenty minutes without your grip tightening.

## Cross-pein or rounding?

The **cross-pein** has a flat face on one side and a wedge (the pein) on the other, across the handle. The flat face draws out, flattens and planishes; the pein spreads metal in one direction, which is what you want when you widen a blade or flare a leaf. It is the most versatile pattern and the one we use in most classes.

A **rounding hammer** has one flat face and one gently domed face. The dome moves metal quickly with fewer marks and is much loved by farriers and knife makers. It is an excellent second hammer.

## The face matters more than the brand

Look at the striking face. It should be slightly domed, with the edges well rounded. A sharp-edged, dead-flat face leaves crescent-shaped marks every time your blow lands a little off square, and you will spend hours filing them out. Many good hammers need ten minutes of work with a file and fine sandpaper before first use; your instructor can show you how.

## Handle and balance

A hickory or ash handle about 30 to 35 cm long suits most people. Hold it near the end, not choked up near the head: the length does the work. The handle should be oval in section so it does not twist in your hand, and the head must be wedged tightly. Avoid thick varnish; a lightly oiled handle grips better and gives fewer blisters.

Before buying, try a few. Swing each one slowly onto a piece of wood and see where it wants to land. A well-balanced hammer falls flat on its face without you having to steer it.

## What to skip

- Engineer's ball-pein hammers from the hardware shop: usable, but their faces are usually too flat and sharp-edged.
- Very cheap cast hammers: the faces chip, and chips fly.
- Anything over 1.5 kg until you have a season of forging behind you.

Many of our [tool-making classes](/learn/tool-making) end with students forging or dressing their own hammer. That is, in the end, the best way to get one that fits your hand.`,
  },
];
