// Brands spelled their own way, by their lower-case letters: a model given "Github", "paypal" or
// "Ikea" writes "GitHub", "PayPal", "IKEA", though it copies "Figma" and "Slack" as written. A
// word that matches one of these but is spelled otherwise is verified on its own (see
// value-features.ts); nothing else in its letters shows it. A list, so partial: the products an
// agent's users name most (software, devices, services, carriers, retailers).
const SPELLINGS = `
  AirAsia AirDrop AirPods AirTag AMD AppleCare AutoCAD BBC BlackBerry BMW ChatGPT CNN CrowdStrike
  DevOps DHL DoorDash DuckDuckGo easyJet eBay eToro FaceTime FedEx FIFA FileMaker FreeBSD GameCube
  GitHub GitLab GoDaddy GoPro GraphQL HBO HubSpot IBM iCloud IKEA iMac iMessage InDesign IntelliJ
  iOS iPad iPadOS iPhone iPod iRobot iTunes JavaScript JetBlue JetBrains KakaoTalk KLM LastPass
  LaTeX LEGO LinkedIn MacBook macOS McAfee MongoDB MySQL NASA NATO NBA NFL NoSQL NumPy OnePlus
  OneDrive OneNote OpenAI OpenBSD PayPal PlayStation PostgreSQL PowerPoint PowerShell PyCharm
  PyTorch QuickBooks SciPy SharePoint SmartThings SolidWorks SoundCloud SpaceX SQLite TensorFlow
  TikTok TurboTax TypeScript UNESCO UPS USPS WeChat WebStorm WhatsApp WordPress YouTube ZipRecruiter
`;

/** Each brand's own spelling, by its lower-case letters. */
export const BRAND_SPELLINGS: ReadonlyMap<string, string> = new Map(
  SPELLINGS.split(/\s+/u)
    .filter(Boolean)
    .map((brand) => [brand.toLowerCase(), brand]),
);
