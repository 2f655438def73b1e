import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

// Screens load parts of their code on demand; on a busy CI machine that can take longer than the default 1 s.
configure({ asyncUtilTimeout: 4000 })

// jsdom has no layout; the router's scroll restoration calls this.
window.scrollTo = () => {}

beforeEach(() => sessionStorage.clear())
afterEach(() => cleanup())
