import { GAMES, NONE, order, rating } from './seed-account-order-parts'
import { seedMoreAccountOrders } from './seed-account-orders-more'
import { seedGeneratedAccountOrders } from './seed-account-orders-generated'
import type { AccountOrderRecord } from './types'
import { DAY, HOUR, MINUTE, deliveryTime } from './values'

/**
 * Account orders 1001 to 1012, then the generated 1013 to 1040. Their times are relative to `now` (the real
 * clock at reset), so the demo shows recent purchases and the dispute deadlines of 1001 and 1002 lie ahead.
 */
export function seedAccountOrders(now: number): AccountOrderRecord[] {
  const ago = (seconds: number) => now - seconds
  return [
    order({
      ...NONE,
      id: 1001,
      game: GAMES.wow,
      buyer: { id: 6101, username: 'frostbyte_eu' },
      title: 'Level 80 Undead Mage, 412 mounts incl. Invincible',
      description: 'Retail account on Draenor (EU). Original owner, e-mail can be changed.',
      parameters: {
        server: 'Draenor',
        region: 'EU',
        faction: 'Horde',
        level: 80,
        item_level: 628,
        professions: ['Tailoring', 'Enchanting'],
        mounts: { count: 412, notable: ['Invincible', "Ashes of Al'ar"] },
      },
      is_disputed: true,
      dispute_case_id: 7001,
      delivery_time: deliveryTime(30, 'minutes'),
      is_manual_delivery: true,
      credentials: 'Login: frost.mage.eu@example.com\nPassword: Hx7!pQ2vLm\nSecurity answer: Ironforge',
      delivery_instructions: 'Change the password and the e-mail address after the first login.',
      priceCents: 18900,
      image_urls: ['https://images.example.com/accounts/1001/character.png', 'https://images.example.com/accounts/1001/mounts.png'],
      purchased_at: ago(3 * DAY),
      completed_at: ago(3 * DAY - 40 * MINUTE),
      status: 'delivered',
    }),
    order({
      ...NONE,
      id: 1002,
      game: GAMES.fortnite,
      buyer: { id: 6102, username: 'skinhunter' },
      title: 'Fortnite account, 120 skins incl. Black Knight',
      description: 'Season 2 battle pass owner. Full e-mail access.',
      parameters: {
        platforms: ['PC', 'PlayStation', 'Xbox'],
        skins: 120,
        v_bucks: 1350,
        rare_skins: ['Black Knight', 'Renegade Raider'],
        email_changeable: true,
      },
      is_disputed: true,
      dispute_case_id: 7002,
      delivery_time: deliveryTime(1, 'hours'),
      is_manual_delivery: true,
      credentials: 'Epic login: skinhunter.shop@example.com\nPassword: Fn#2024!legacy',
      delivery_instructions: 'Link your own console account only after changing the password.',
      priceCents: 34990,
      image_urls: ['https://images.example.com/accounts/1002/locker.jpg'],
      purchased_at: ago(2 * DAY),
      completed_at: ago(2 * DAY - 55 * MINUTE),
      status: 'delivered',
    }),
    order({
      ...NONE,
      id: 1003,
      game: GAMES.lol,
      buyer: { id: 6103, username: 'midlane_mia' },
      rating: rating(8101, 5, ['Fast delivery', 'As described', 'Friendly seller'], 'Smooth handover, thanks!', ago(DAY)),
      title: 'EUW Diamond II, 150 champions, 80 skins',
      description: 'Hand-levelled, never banned. Ranked ready.',
      parameters: {
        server: 'EUW',
        rank: { tier: 'Diamond', division: 2, lp: 47 },
        champions: 150,
        skins: 80,
        blue_essence: 24500,
        ranked_ready: true,
      },
      delivery_time: deliveryTime(15, 'minutes'),
      is_manual_delivery: false,
      credentials: 'Username: mia_diamond_euw\nPassword: Lux&Ezreal-150',
      delivery_instructions: 'Do not log in from a VPN during the first week.',
      priceCents: 7950,
      image_urls: ['https://images.example.com/accounts/1003/profile.png'],
      purchased_at: ago(2 * DAY + 4 * HOUR),
      completed_at: ago(2 * DAY + 3 * HOUR),
      status: 'delivered',
    }),
    order({
      ...NONE,
      id: 1004,
      game: GAMES.genshin,
      buyer: { id: 6104, username: 'paimon_fan' },
      title: 'AR 58, 8 five-star characters (Europe)',
      description: 'Starter-friendly account with a strong team.',
      parameters: {
        server: 'Europe',
        adventure_rank: 58,
        five_star_characters: ['Raiden Shogun', 'Nahida', 'Furina', 'Zhongli', 'Kazuha', 'Yelan', 'Neuvillette', 'Xiao'],
        primogems: 3200,
      },
      delivery_time: deliveryTime(2, 'hours'),
      is_manual_delivery: true,
      credentials: null,
      delivery_instructions: null,
      priceCents: 12000,
      image_urls: ['https://images.example.com/accounts/1004/team.png'],
      purchased_at: ago(25 * MINUTE),
      status: 'pending',
    }),
    ...seedMoreAccountOrders(now),
    ...seedGeneratedAccountOrders(now),
  ]
}
