// 繁體中文：無限萬哩遊、訂位代號、病歷號碼、學號、比特幣地址、LINE Pay、MacBook 序號、車庫遙控器、健身房會員編號，連同它們的值；
// 另一邊是同樣服務的長期事實和偏好。
import { twentySeventhCases } from './cases';

export const zhHant = twentySeventhCases(
  'zh-Hant',
  [
    ['loyalty_number', '使用者的長榮無限萬哩遊會員號碼是 1482739165。', '旅行', ['長榮']],
    ['booking_code', '使用者的華航訂位代號是 QK7X2M。', '旅行', ['華航']],
    ['patient_number', '使用者在台大醫院的病歷號碼是 4827391。', '健康', ['醫院']],
    ['school_work_number', '使用者的學號是 B10948273。', '學校', ['大學']],
    ['crypto_address', '使用者的比特幣收款地址是 1MM9PY68dX3kAJJDNEkJcmMkPNr4nL2YiJ。', '加密貨幣', ['比特幣']],
    ['payment_handle', '朋友用 LINE Pay 轉帳給使用者，他的 LINE ID 是 kevin_lin27。', '付款', ['LINE Pay']],
    ['device_serial', '使用者 MacBook 的序號是 C02ZW4827MD6，保固登記用的。', '電腦', ['MacBook']],
    ['pickup_code', '使用者家車庫遙控門的開門碼是 7391。', '住家', ['車庫']],
    ['membership_number', '使用者在健身工廠的會員編號是 20482739。', '運動', ['健身房']],
  ],
  [
    ['loyalty_practice', '使用者常搭長榮，並累積無限萬哩遊哩程。', '旅行', ['長榮']],
    ['public_route', '使用者每年過年都搭 BR 198 從東京飛回台北。', '旅行', ['航班']],
    ['health_practice', '使用者除了健保之外還有買醫療險。', '健康', ['保險']],
    ['school_work_practice', '使用者習慣用 1Password 管理學校系統的登入資料。', '學校', ['資安']],
    ['gaming_practice', '使用者週末用 PS5 打電動。', '遊戲', ['PS5']],
    ['product_model', '使用者家的除濕機是 Panasonic F-Y22EN。', '家電', ['除濕機']],
    ['service_preference', '使用者網購時喜歡選超商取貨。', '購物', ['超商']],
  ],
);
