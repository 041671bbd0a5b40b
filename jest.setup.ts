// Runs before every unit test file. Testing Library's find* queries and waitFor wait for a state, and give
// up after asyncUtilTimeout: its 1 s default is shorter than an on-demand part (a lazily loaded dialog)
// takes to arrive on a loaded 2-core machine, where one such test failed a fresh-clone run. 10 s bounds
// the wait; nothing waits that long unless the state never comes.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
