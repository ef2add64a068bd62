// Every web component test: antd renders slowly in jsdom on a shared 2-core machine, and
// testing-library's 1 s default for findBy/waitFor fails tests whose screens are right.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
