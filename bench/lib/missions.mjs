/** Mission statements the EXECUTE benchmarks orchestrate: one sentence, and a full mission paragraph. */
export const ONE_SENTENCE_MISSION =
  '2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing.';

export const FULL_MISSION_PARAGRAPH = [
  '2. MISSION.',
  'NLT 0600 15 March, TF 2-7 destroys the 3rd Tank Regiment in AO BLUE in order to protect the division flank.',
  '3. EXECUTION.',
  'On order, A Company clears OBJ GOLD and establishes a checkpoint at PL RED; B Company secures ROUTE IRON.',
  'Do not fire into the village. Maintain contact with 1st Brigade. Avoid the bridge at grid 123456 until cleared.',
  'Phase I: movement to PL RED. Phase II: attack on OBJ GOLD. Phase III: consolidation.',
  'Be prepared to defend OBJ GOLD against a counterattack from the north.',
].join('\n');
