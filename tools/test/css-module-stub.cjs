// A CSS module under jest: every class name is its own key (jest.preset.js maps *.module.css here).
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });
