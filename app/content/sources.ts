/** Official bodies the site cites. One place for each URL. */
export interface Source {
  name: string;
  url: string;
}

export const SOURCES = {
  revenueHelpToBuy: { name: "Revenue: Help to Buy incentive", url: "https://www.revenue.ie/en/property/help-to-buy-incentive/index.aspx" },
  revenueStampDuty: { name: "Revenue: Stamp duty on residential property", url: "https://www.revenue.ie/en/property/stamp-duty/index.aspx" },
  revenueRentCredit: { name: "Revenue: Rent Tax Credit", url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-tax-credit/index.aspx" },
  revenue: { name: "Revenue", url: "https://www.revenue.ie/" },
  firstHomeScheme: { name: "First Home Scheme", url: "https://www.firsthomescheme.ie/" },
  rtb: { name: "Residential Tenancies Board", url: "https://www.rtb.ie/" },
  rtbNotice: { name: "Residential Tenancies Board: Ending a tenancy", url: "https://www.rtb.ie/ending-a-tenancy" },
  rtbRpz: { name: "Residential Tenancies Board: Rent Pressure Zones", url: "https://www.rtb.ie/rent-pressure-zones" },
  citizensInformation: { name: "Citizens Information", url: "https://www.citizensinformation.ie/" },
  citizensHousing: { name: "Citizens Information: Housing", url: "https://www.citizensinformation.ie/en/housing/" },
  citizensRenting: { name: "Citizens Information: Renting a home", url: "https://www.citizensinformation.ie/en/housing/renting-a-home/" },
  citizensSocialHousing: { name: "Citizens Information: Social housing", url: "https://www.citizensinformation.ie/en/housing/local-authority-and-social-housing/" },
  centralBankMortgageMeasures: { name: "Central Bank of Ireland: Mortgage measures", url: "https://www.centralbank.ie/consumer-hub/explainers/what-are-the-mortgage-measures" },
  housingDepartment: { name: "Department of Housing, Local Government and Heritage", url: "https://www.gov.ie/en/department-of-housing-local-government-and-heritage/" },
  housingForAll: { name: "Housing for All", url: "https://www.gov.ie/en/campaigns/housing-for-all/" },
  housingAgency: { name: "The Housing Agency", url: "https://www.housingagency.ie/" },
  landDevelopmentAgency: { name: "Land Development Agency", url: "https://lda.ie/" },
  threshold: { name: "Threshold", url: "https://threshold.ie/" },
  mabs: { name: "Money Advice and Budgeting Service (MABS)", url: "https://mabs.ie/" },
  ccpc: { name: "Competition and Consumer Protection Commission", url: "https://www.ccpc.ie/consumers/money/mortgages/" },
  seai: { name: "Sustainable Energy Authority of Ireland", url: "https://www.seai.ie/" },
  budget: { name: "gov.ie: Budget", url: "https://www.gov.ie/en/campaigns/budget/" },
  daft: { name: "Daft.ie", url: "https://www.daft.ie/" },
  myhome: { name: "MyHome.ie", url: "https://www.myhome.ie/" },
  costRentalInfo: { name: "Cost Rental homes (Housing Agency)", url: "https://www.housingagency.ie/housing-information/cost-rental" },
  localAuthorities: { name: "gov.ie: Local authorities", url: "https://www.gov.ie/en/directory/category/e1c2b5-local-authorities/" },
} as const satisfies Record<string, Source>;
