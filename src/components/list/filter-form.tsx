import { useState } from "react";
import { filterFormKey, formFilters } from "../../lib/list-search";
import { onDemandPart } from "../ui/on-demand-part";
import { Muted } from "../ui/text";
import { useList } from "./list-context";
import styles from "./list.module.css";

// The fields and their form library are loaded when the seller first opens the filters, not with the list;
// a pointer on the summary or its focus starts the load a moment earlier.
const { Part: FilterFields, preload: preloadFilterFields } = onDemandPart(
  () => import("./filter-fields").then((m) => m.FilterFields),
  <Muted as="p">Loading the filters…</Muted>,
);

/** "More filters: ids and dates" */
function summaryText(kinds: Set<string>): string {
  const parts = [
    kinds.has("ids") ? "ids" : null,
    kinds.has("date") ? "dates" : null,
  ].filter(Boolean);
  return `More filters: ${parts.join(" and ")}`;
}

/**
 * The list's id and date filters, folded away until needed (open while any is on). Once opened the fields
 * stay mounted, even when folded again, so nothing typed is lost. Nothing when the list has none.
 */
export function FilterForm() {
  const { list, search } = useList();
  const filters = formFilters(list);
  const active = filters.filter(
    (filter) => search[filter.name] !== undefined,
  ).length;
  const [open, setOpen] = useState(active > 0);
  const [opened, setOpened] = useState(open);

  const urlFilters = filterFormKey(list, search);
  const [shownFilters, setShownFilters] = useState(urlFilters);
  if (shownFilters !== urlFilters) {
    setShownFilters(urlFilters);
    if (active > 0) {
      setOpen(true);
      setOpened(true);
    }
  }

  if (filters.length === 0) return null;
  return (
    <details
      className={styles.filters}
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) setOpened(true);
      }}
    >
      <summary
        className={styles.summary}
        onPointerEnter={preloadFilterFields}
        onFocus={preloadFilterFields}
      >
        {summaryText(new Set(filters.map((filter) => filter.kind)))}
        {active > 0 ? ` (${active} on)` : ""}
      </summary>
      {opened ? <FilterFields /> : null}
    </details>
  );
}
