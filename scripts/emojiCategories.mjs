// The Unicode ranges of the emojis gen-concept-annotations.mjs reads: the things of a user's life, by category
// (food and drink, plants, animals, sports and games, music, places, transport, household things, tools, health).

/** Code-point ranges (inclusive) of the things of a user's life, by category. */
export const CATEGORIES = {
  food: [
    [0x2615, 0x2615], // hot beverage
    [0x1f32d, 0x1f32f], // hot dog, taco, burrito
    [0x1f336, 0x1f336], // hot pepper
    [0x1f344, 0x1f37f], // mushroom … dishes, drinks, cutlery
    [0x1f942, 0x1f944], // glasses, spoon
    [0x1f950, 0x1f96f], // food
    [0x1f9c0, 0x1f9cb], // cheese … bubble tea
    [0x1fad0, 0x1fadc], // food
  ],
  plant: [
    [0x1f330, 0x1f335], // chestnut, seedling, trees, cactus
    [0x1f337, 0x1f343], // flowers, herbs, leaves
    [0x1f490, 0x1f490], // bouquet
    [0x1f940, 0x1f940], // wilted flower
    [0x1fab4, 0x1fabb], // potted plant … hyacinth
    [0x1fabe, 0x1fabe], // leafless tree
  ],
  animal: [
    [0x1f400, 0x1f43f], // animals and animal faces
    [0x1f54a, 0x1f54a], // dove
    [0x1f577, 0x1f578], // spider, web
    [0x1f638, 0x1f640], // cat faces
    [0x1f648, 0x1f64a], // monkeys
    [0x1f980, 0x1f9ae], // crab … guide dog
    [0x1fab0, 0x1fab3], // fly, worm, beetle, cockroach
    [0x1fabc, 0x1fabd], // jellyfish, wing
    [0x1fabf, 0x1fabf], // goose
    [0x1face, 0x1facf], // moose, donkey
  ],
  activity: [
    [0x26bd, 0x26be], // soccer, baseball
    [0x26f3, 0x26f3], // golf
    [0x26f7, 0x26f9], // skier, ice skate, ball player
    [0x265f, 0x265f], // chess pawn
    [0x1f3a3, 0x1f3a3], // fishing pole
    [0x1f3ae, 0x1f3b4], // video game … playing cards
    [0x1f3bd, 0x1f3d3], // running shirt … ping pong
    [0x1f3f8, 0x1f3f9], // badminton, bow and arrow
    [0x1f6a3, 0x1f6a3], // rowing
    [0x1f6b4, 0x1f6b6], // cycling, walking
    [0x1f6f6, 0x1f6f7], // canoe, sled
    [0x1f6f9, 0x1f6f9], // skateboard
    [0x1f6fc, 0x1f6fc], // roller skate
    [0x1f938, 0x1f93f], // cartwheel … diving mask
    [0x1f945, 0x1f94f], // goal net … flying disc
    [0x1f9d7, 0x1f9d8], // climbing, yoga
    [0x1f9e9, 0x1f9e9], // puzzle
    [0x1fa80, 0x1fa86], // yo-yo … nesting dolls
  ],
  music: [
    [0x1f3a4, 0x1f3a4], // microphone
    [0x1f3a7, 0x1f3a7], // headphone
    [0x1f3b5, 0x1f3bc], // notes, instruments, score
    [0x1f941, 0x1f941], // drum
    [0x1fa87, 0x1fa89], // maracas, flute, harp
    [0x1fa95, 0x1fa95], // banjo
    [0x1fa97, 0x1fa98], // accordion, long drum
  ],
  place: [
    [0x26ea, 0x26ea], // church
    [0x26f0, 0x26f2], // mountain, beach umbrella, fountain
    [0x26fa, 0x26fa], // tent
    [0x1f3d4, 0x1f3f0], // mountains, camping, beach, buildings, houses, castles
    [0x1f54b, 0x1f54d], // kaaba, mosque, synagogue
    [0x1f5fb, 0x1f5fd], // mount fuji, tower, statue
    [0x1f6d5, 0x1f6d6], // temple, hut
  ],
  transport: [
    [0x26f4, 0x26f5], // ferry, sailboat
    [0x2708, 0x2708], // airplane
    [0x1f680, 0x1f6a2], // rocket, trains, buses, cars, ships
    [0x1f6b2, 0x1f6b2], // bicycle
    [0x1f6e5, 0x1f6f5], // boats, airplanes, scooters
    [0x1f6fa, 0x1f6fb], // auto rickshaw, pickup truck
  ],
  household: [
    [0x1f451, 0x1f462], // clothes
    [0x1f4a1, 0x1f4a1], // light bulb
    [0x1f4bb, 0x1f4bc], // laptop, briefcase
    [0x1f4f7, 0x1f4fa], // camera, phone … television
    [0x1f56f, 0x1f56f], // candle
    [0x1f6aa, 0x1f6aa], // door
    [0x1f6bd, 0x1f6bd], // toilet
    [0x1f6bf, 0x1f6c1], // shower, bath
    [0x1f6cb, 0x1f6d2], // couch, bed, shopping
    [0x1f97b, 0x1f97f], // clothes, shoes
    [0x1f9e3, 0x1f9e6], // scarf, gloves, coat, socks
    [0x1f9f4, 0x1f9ff], // lotion … nazar
    [0x1fa70, 0x1fa77], // ballet shoes … shorts
    [0x1fa91, 0x1fa94], // chair, razor, axe, diya
    [0x1fa96, 0x1fa96], // military helmet
    [0x1fa9c, 0x1faa5], // ladder … toothbrush
  ],
  tool: [
    [0x1f526, 0x1f52a], // flashlight, wrench, hammer, nut and bolt, kitchen knife
    [0x1f52c, 0x1f52d], // microscope, telescope
    [0x1fa9a, 0x1fa9b], // carpentry saw, screwdriver
  ],
  health: [
    [0x1f489, 0x1f48a], // syringe, pill
    [0x1f9b4, 0x1f9b7], // bone, leg, foot, tooth
    [0x1f9e0, 0x1f9e0], // brain
    [0x1fa78, 0x1fa7c], // blood, bandage, stethoscope, x-ray, crutch
    [0x1fac0, 0x1fac1], // heart, lungs
  ],
};
