// Placeholder: the command line grows with the rules core (issue 2).
console.log('apophis: commands coming: serve, ports, odds, resolve, replay');
