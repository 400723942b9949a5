// pretty JSON with short arrays/objects of primitives on one line
export function fmt(v, ind = '') {
  const inner = ind + '  ';
  const flat = JSON.stringify(v);
  if (v === null || typeof v !== 'object') return flat;
  const allPrim = Array.isArray(v)
    ? v.every((x) => x === null || typeof x !== 'object' || (!Array.isArray(x) && Object.values(x).every((y) => y === null || typeof y !== 'object')))
    : Object.values(v).every((y) => y === null || typeof y !== 'object' || (Array.isArray(y) && y.every((z) => z === null || typeof z !== 'object')));
  if (allPrim && flat.length + ind.length < 110)
    return flat
      .replace(/,"/g, ', "')
      .replace(/":/g, '": ')
      .replace(/,(?=[\d\-tfn[{])/g, ', ');
  if (Array.isArray(v)) return '[\n' + v.map((x) => inner + fmt(x, inner)).join(',\n') + '\n' + ind + ']';
  return (
    '{\n' +
    Object.entries(v)
      .map(([k, x]) => inner + JSON.stringify(k) + ': ' + fmt(x, inner))
      .join(',\n') +
    '\n' +
    ind +
    '}'
  );
}
