import { describe, expect, it } from 'vitest'
import { getOfferTemplate } from '../../../src/api/offer-templates'
import { setTokenSource } from '../../../src/api/auth'
import { templateFields } from '../../../src/lib/offer-template'
import { templateData } from '../../../src/lib/template-values'
import { checkTemplateData } from '../../../src/mocks/template-check'

describe('the mock backend’s check of template data', () => {
  it('answers as Laravel would, by the keys the form maps back to its fields', () => {
    expect(checkTemplateData('account', 'valorant', { rank: 'Wood', level: 0, agents: ['Jett', 'Yoru'], email_access: 'yes' })).toEqual({
      'account_data.rank': ['The selected account data.rank is invalid.'],
      'account_data.level': ['The account data.level field must be at least 1.'],
      'account_data.server': ['The account data.server field is required.'],
      'account_data.agents.1': ['The selected account data.agents.1 is invalid.'],
      'account_data.email_access': ['The account data.email access field must be true or false.'],
    })
    expect(checkTemplateData('item', 'world-of-warcraft', { item_type: 'Mount', server: 'x'.repeat(51) })).toEqual({
      'item_data.server': ['The item data.server field must not be greater than 50 characters.'],
    })
    expect(checkTemplateData('currency', 'lost-ark', 'EU')).toMatchObject({ currency_data: ['The currency data field must be an array.'] })
  })

  it('accepts what the kit sends from a form that passed its own check', async () => {
    setTokenSource(() => 'demo')
    const template = await getOfferTemplate('account', 'world-of-warcraft')
    const fields = templateFields(template.entries)
    const data = templateData(fields, {
      server: 'Draenor',
      faction: 'Horde',
      level: '80',
      classes: ['Mage', 'Druid'],
      character_name: 'Jaina',
      has_authenticator: true,
    })
    expect(checkTemplateData('account', 'world-of-warcraft', data)).toEqual({})
    setTokenSource(() => null)
  })
})
