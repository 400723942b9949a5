// 4.11, 6.21: a Confederate ship's Movement Allowance and speed, under their old address; the
// rule lives in src/engine/rules/allowance.ts.
export { confederateAllowance, confederateSpeed } from '../rules/allowance';
