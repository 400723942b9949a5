/** A hash of the rules, AI and comparison code (vite.config.ts), so cached comparisons of another build are not shown. */
declare const __SEA_DEVILS_BUILD__: string;
