// seedrandom's Alea alone (seedrandom/lib/alea.js, the function seedrandom.alea is): the page
// imports it instead of seedrandom's index, which brings its five other generators (issue 47).
declare module 'seedrandom/lib/alea' {
  import type seedrandom from 'seedrandom';
  const alea: typeof seedrandom.alea;
  export default alea;
}
