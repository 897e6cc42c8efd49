/**
 * Price-list category choice (spec 4): "a choose-all option exists; unchecking
 * the last remaining category is prevented; when all are checked the all flag
 * is set". A price list of nothing is never requested.
 */

export interface CategoryChoice {
  /** The choose-all option is on. */
  all: boolean;
  /** Checked category ids, in the order of allIds. */
  checked: number[];
}

/** The form opens with everything chosen. */
export function initialCategories(allIds: readonly number[]): CategoryChoice {
  return { all: true, checked: [...allIds] };
}

/**
 * One category's checkbox. Returns the same object when the click is refused
 * (the last checked one), so callers can tell nothing changed.
 */
export function toggleCategory(state: CategoryChoice, id: number, allIds: readonly number[]): CategoryChoice {
  const isChecked = state.checked.includes(id);
  if (isChecked && state.checked.length === 1) return state;
  const set = new Set(state.checked);
  if (isChecked) set.delete(id);
  else set.add(id);
  const checked = allIds.filter((x) => set.has(x));
  return { all: allIds.length > 0 && checked.length === allIds.length, checked };
}

/**
 * The choose-all checkbox. Off -> every category checked and the flag set.
 * On -> refused (same object): clearing everything would uncheck the last
 * category; the user narrows the choice by unchecking categories instead.
 */
export function toggleAll(state: CategoryChoice, allIds: readonly number[]): CategoryChoice {
  if (state.all) return state;
  return { all: true, checked: [...allIds] };
}
