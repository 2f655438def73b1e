import { onDemandPart } from "../../../components/ui/on-demand-part";
import { FIGURES_PENDING } from "./figures-pending";

/**
 * A range's sums and chart (range-figures.tsx), whose code is fetched with the first range chosen (the ledger opens
 * on all time, which has none); the figures' skeleton until it has come.
 */
const figures = onDemandPart(
  () => import("./range-figures").then((code) => code.default),
  FIGURES_PENDING,
);
export const RangeFiguresPart = figures.Part;
export const preloadRangeFigures = figures.preload;
