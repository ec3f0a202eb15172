// A webpack plugin that starts each of the browser's scripts with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other browsers read it as a comment).
// Without it, V8 compiles most functions lazily, on the main thread, the first time they are
// called: for our scripts, which run most of their code as the page starts (webpack's module
// factories, React, the page), that was about 25 ms of the main-thread task that runs main.js.
// With it, V8 compiles the whole file eagerly while it streams in, off the main thread.
// Added after minification (which would drop the comment) and before webpack names files by
// their content; only to chunks of 16 kB or more (minified): a small chunk compiles quickly on
// its own, and the hint's 29 bytes count against each page's JavaScript budget.
const HINT = '//# allFunctionsCalledOnLoad\n';
const MIN_BYTES = 16 * 1024;

export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.startsWith('static/chunks/') || !name.endsWith('.js') || assets[name].size() < MIN_BYTES) continue;
          compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}
