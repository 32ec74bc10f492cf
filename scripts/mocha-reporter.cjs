// The engine tests' reporter: mocha's dots, then a "Failed: engine: file: suite > test: error" line
// for each failure after mocha's own account of them, as the element tests print theirs: a CI log
// cut to its end still names what failed.
const { Dot } = require('mocha').reporters;

class DotAndFailed extends Dot {
  constructor(runner, options) {
    super(runner, options);
    const failures = [];
    runner.on('fail', (test, error) => {
      const file = (test.file ?? '').replace(/.*\/test\//, '');
      const message = String(error?.message ?? error).split('\n')[0];
      failures.push(`Failed: engine: ${file}: ${test.titlePath().join(' > ')}: ${message}`);
    });
    // After the dots' closing account, which is printed on the same event.
    runner.once('end', () => failures.forEach((line) => console.log(line)));
  }
}

module.exports = DotAndFailed;
