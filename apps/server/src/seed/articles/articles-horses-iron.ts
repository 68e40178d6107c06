import type { SeedArticle } from "./seed-article.ts";

export const horsesAndIron: SeedArticle[] = [
  {
    slug: "inside-a-horseshoeing-class",
    title: "Inside a horseshoeing class: iron, hooves and patience",
    summary:
      "A horseshoeing class is part blacksmithing, part anatomy and part horsemanship. Here is what the first days cover and who they are for.",
    tags: ["horses", "classes", "farriery"],
    theme: "horseshoeing",
    motif: "horseshoe",
    hue: 20,
    daysAgo: 90,
    markdown: `Horseshoeing classes attract a mix of people: horse owners who want to understand their farrier's work, riders thinking about a career change, and smiths curious about one of the oldest trades at the anvil. None of them become farriers in a weekend, and a good class is honest about that. What they do get is a solid grounding in how a shoe is made and why it is shaped the way it is.

## The hoof comes first

Most classes start away from the fire, with the anatomy of the lower leg and hoof. You will learn to recognise the wall, the sole, the frog and the white line, and why a shoe must follow the hoof rather than the other way around. Instructors usually work with cadaver hooves for this part: they are safe to handle, easy to see into, and they show clearly what a nail in the wrong place would hit.

## Forging a shoe from bar

Then comes the forge. Working from straight bar stock, you will learn to:

- **Mark and bend** the bar around the horn of the anvil into a balanced curve.
- **Fuller** a groove for the nail heads to sit in.
- **Punch nail holes** at the correct angle, which is harder than it sounds.
- **Turn heels and draw clips** to hold the shoe in place on the hoof.

Many students are surprised how much precision this takes. A shoe a few millimetres out of shape will not sit right, and the instructor will ask you to reheat and correct it. It is excellent training for any kind of forging.

## Live horses, with care

Some longer classes include supervised work with a calm, experienced horse, usually trimming and fitting rather than nailing. Reading the horse, standing safely and picking up a foot correctly are skills in their own right. Short introductory classes often skip live work entirely, and the class listing will say which kind it is.

## What it takes to go further

In most places, shoeing other people's horses for pay requires formal training and certification, often an apprenticeship lasting several years. An introductory class is the right first step to find out whether you enjoy the work, and it makes you a far better-informed owner even if you never pick up a rasp again.

## Before you book

Wear sturdy boots with protective toes if you have them, and clothes you do not mind getting dirty: hooves are not clean. Expect a physically demanding day; shoeing is done bent over. Bring questions about your own horse, too. Instructors are generally happy to talk about real cases during breaks.

Browse [horseshoeing classes](/learn/horseshoeing) to find one near you.`,
  },
  {
    slug: "scrolls-leaves-and-twists-first-steps-in-decorative-ironwork",
    title: "Scrolls, leaves and twists: first steps in decorative ironwork",
    summary:
      "Decorative ironwork is built from a handful of simple elements. Learn these four and you can read, and start to make, almost any gate or railing.",
    tags: ["decorative", "techniques", "design"],
    theme: "decorative-ironwork",
    motif: "scroll",
    hue: 34,
    daysAgo: 76,
    markdown: `Walk past an old iron gate and it looks impossibly complex. Look closer and you will see it is made of a few elements repeated and combined: scrolls, twists, leaves and collars. Each is a small, learnable exercise, and a beginner's class in decorative ironwork teaches them one by one.

## The scroll

The scroll is the signature of decorative work. It starts with a **tapered end**, drawn out evenly, then a small curl formed over the edge of the anvil, and then a long, smooth unrolling of the curve using a scroll jig or freehand over the horn. The hard part is not the curl but the flow: the spacing between turns should grow evenly, like a snail's shell. Expect to make five before one looks right.

Common variations include the fishtail scroll, where the end is flattened and spread before rolling, and the snub end, where the tip is upset into a blunt knob.

## The twist

Twists are the quickest way to make a plain square bar look rich. Heat a section evenly, clamp one end in the vice and turn the other with a twisting wrench. The secret is an **even heat**: any hotter spot twists more. Instructors teach you to cool the ends of the section in water to control exactly where the twist starts and stops.

## The leaf

A forged leaf starts as a flattened taper. You spread it with the pein of your hammer, define the central vein with a chisel or fuller, and finally give it life by bending it slightly in two directions. Leaves are where personal style shows first: no two smiths make them alike.

## The collar

Collars bind elements together, such as two scrolls back to back. A strip of metal is wrapped hot around the joint and closed tight, shrinking as it cools. It is a satisfying, traditional joint that needs no welding at all.

## Design before you light the fire

Good decorative work is planned on paper, often at full size. Draw your piece, measure the length of each scroll along its curve with a piece of string, and you know how much bar to cut. Your instructor will show you how to make a simple chalk drawing on the steel table and check each element against it as you go.

## Where it leads

Once you can make these four elements, a small wall hook, a candle holder or a plant hanger is within reach in a day. Larger projects, such as gates and railings, add joinery like rivets and mortise-and-tenon joints. Browse [decorative ironwork classes](/learn/decorative-ironwork) to start.`,
  },
];
