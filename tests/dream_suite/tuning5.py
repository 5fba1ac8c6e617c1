"""A fifth tuning half: four families written blind to the engine (a beekeeping association's meeting minutes, a
small accounting firm's chat sessions with an assistant about two clients, a fire station watch's terse log with
two appliances, a self-hosted home lab's resource notes). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Beekeeping association minutes, third person. The two association apiaries (Orchard, Quarry Lane) are sibling
#    subjects, sometimes named only by the agenda heading; the swarm coordinator changes by name with no marker, the
#    subscription by value "from January ... now", the honey show date by a bare new date; the varroa treatment is
#    refined with its strength.
BEES = Family(
    "beekeepers",
    "beekeeping association meeting minutes",
    "minutes",
    [
        Fact("meeting-venue", "wiki"),
        Fact("chair", "wiki"),
        Fact("swarm-coordinator", "wiki", now=[r"priya|nair"], was=[r"tom|eadie"]),
        Fact("membership-fee", "wiki", now=[r"£\s*32"], was=[r"£\s*28"]),
        Fact("orchard-hives", "wiki"),
        Fact("quarry-hives", "wiki"),
        Fact("orchard-lead", "wiki"),
        Fact("quarry-lead", "wiki"),
        Fact("varroa-treatment", "wiki", detail=[r"3\.2\s*%"]),
        Fact("honey-show", "wiki", now=[r"29 august"], was=[r"22 august"]),
        Fact("mentor-rule", "personal"),
        Fact("junior-rule", "personal"),
        Fact("extractor-loan", "procedure"),
        Fact("swarm-report", "procedure"),
    ],
    [
        Note(
            "2026-04-14",
            "bka-monthly-meeting",
            "Dunmore & District Beekeepers: monthly meeting, 14 April",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies received from Jean Farrow and Ian Stott."),
                    ],
                ),
                (
                    "2. Officers and notices",
                    [
                        ("chair", "", "Margaret Hollis continues as Chair of the association for 2026."),
                        (
                            "meeting-venue",
                            "",
                            "Meetings remain at Ashcombe Village Hall on the second Tuesday of each month at 7.30 pm.",
                        ),
                        (
                            "membership-fee",
                            "",
                            "The annual subscription stays at £28, which includes BBKA registration and insurance.",
                        ),
                        (
                            "swarm-coordinator",
                            "",
                            "Tom Eadie will take swarm calls from the public this season on the association phone.",
                        ),
                    ],
                ),
                (
                    "3. Orchard apiary report",
                    [
                        ("orchard-hives", "", "Six colonies on site, all in National hives."),
                        ("orchard-lead", "", "Sue Barlow is apiary manager here."),
                    ],
                ),
                (
                    "4. Quarry Lane apiary report",
                    [
                        ("quarry-hives", "", "Four colonies, all kept on 14x12 brood boxes."),
                        ("quarry-lead", "", "Dev Patel is apiary manager."),
                        (None, "oneoff", "Dev reported one colony light on stores; fondant given on 10 April."),
                    ],
                ),
                (
                    "5. Education",
                    [
                        (
                            "mentor-rule",
                            "",
                            "Every new member is paired with a mentor for their first season and does not keep bees "
                            "alone until the mentor signs them off.",
                        ),
                        (
                            "junior-rule",
                            "",
                            "Junior members under 16 may not open a hive unless an adult mentor is standing with them.",
                        ),
                        (None, "chat", "Thanks to Pat for the lemon drizzle cake."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-28",
            "bka-committee",
            "Committee meeting, 28 April",
            [
                (
                    "Swarm season",
                    [
                        (
                            "swarm-report",
                            "",
                            "Procedure agreed for swarm reports from the public:\n1. Ask the caller for a photo and "
                            "the address.\n2. Check it is honeybees, not bumblebees or wasps.\n3. Pass it to the "
                            "nearest collector on the swarm list.\n4. Log the collection in the swarm book with the "
                            "date and where the bees were rehoused.",
                        ),
                        (
                            "swarm-coordinator",
                            "correct",
                            "Priya Nair holds the swarm phone and the collectors' list.",
                        ),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "membership-fee",
                            "correct",
                            "From January 2027 the subscription is now £32, to cover the rise in BBKA capitation.",
                        ),
                        (None, "oneoff", "Current account balance £3,418.60 after the insurance payment."),
                    ],
                ),
                (
                    "Equipment",
                    [
                        (
                            "extractor-loan",
                            "",
                            "Borrowing the association extractor:\n1. Book a slot on the shared calendar.\n2. "
                            "Collect it from Ken Yates's garage in Holt Lane.\n3. Pay Ken the £20 deposit.\n4. "
                            "Return it washed and dried within 48 hours.",
                        ),
                    ],
                ),
                (
                    "Honey show",
                    [
                        (
                            "honey-show",
                            "",
                            "The association honey show will be held at the Dunmore Show on Saturday 22 August.",
                        ),
                        (None, "oneoff", "Hall booking reference for the autumn lecture: AVH-2291."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "bka-monthly-meeting",
            "Dunmore & District Beekeepers: monthly meeting, 12 May",
            [
                (
                    "1. Notices",
                    [
                        (
                            "meeting-venue",
                            "",
                            "Next gathering as usual at the village hall in Ashcombe, half past seven on the second "
                            "Tuesday.",
                        ),
                        (
                            "swarm-coordinator",
                            "",
                            "Members should give the public Priya's number for anything swarm-related.",
                        ),
                        (None, "oneoff", "Eleven swarm calls so far this season."),
                        (None, "chat", "A warm spell; colonies are building fast."),
                    ],
                ),
                (
                    "2. Varroa",
                    [
                        (
                            "varroa-treatment",
                            "",
                            "Members agreed the association's winter varroa treatment is oxalic acid, trickled in "
                            "December when the colonies are broodless.",
                        ),
                    ],
                ),
                (
                    "3. Orchard apiary report",
                    [
                        ("orchard-hives", "", "Half a dozen colonies, all Nationals."),
                    ],
                ),
                (
                    "4. Quarry Lane apiary report",
                    [
                        ("quarry-lead", "", "Dev continues to manage the site."),
                    ],
                ),
                (
                    "5. Honey show",
                    [
                        (
                            "honey-show",
                            "correct",
                            "Honey show date: Saturday 29 August, in the produce tent at the Dunmore Show.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-26",
            "bka-committee",
            "Committee meeting, 26 May",
            [
                (
                    "Varroa",
                    [
                        (
                            "varroa-treatment",
                            "refine",
                            "Oxalic acid for the December treatment is to be made up at 3.2% in 1:1 sugar syrup, "
                            "5 ml trickled per seam of bees.",
                        ),
                    ],
                ),
                (
                    "Training",
                    [
                        (
                            "mentor-rule",
                            "",
                            "Beginners get a mentor for the whole first year; no solo hives until they are signed off.",
                        ),
                    ],
                ),
                (
                    "Equipment and finance",
                    [
                        (
                            "extractor-loan",
                            "",
                            "Extractor: book on the calendar, pick up from Ken's, £20 deposit, back clean within two "
                            "days.",
                        ),
                        ("membership-fee", "", "£32 subscription confirmed for next year."),
                        (None, "oneoff", "Jar order placed with Thornes: 30 dozen 1 lb jars, arriving 3 June."),
                    ],
                ),
                (
                    "Close of meeting",
                    [
                        (None, "chat", "Meeting closed at 9.05 pm; thanks all for staying late."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Accounting firm, a bookkeeper's chat sessions with an assistant, first person. The two clients (Bramble Café,
#    Okoro Joinery) are sibling subjects named by section headings; Okoro's contact changes by name with "now", its
#    fee by a bare new value, the receipts deadline with "actually"; payroll is refined with the pension upload.
ACCOUNTS = Family(
    "accounts",
    "small accounting firm client sessions",
    "session",
    [
        Fact("software", "wiki"),
        Fact("signoff-rule", "personal"),
        Fact("working-days", "personal"),
        Fact("bramble-year-end", "wiki"),
        Fact("bramble-contact", "wiki"),
        Fact("bramble-fee", "wiki"),
        Fact("bramble-vat", "wiki"),
        Fact("okoro-year-end", "wiki"),
        Fact("okoro-contact", "wiki", now=[r"femi|adeyemi"], was=[r"grace"]),
        Fact("okoro-fee", "wiki", now=[r"£\s*210"], was=[r"£\s*180"]),
        Fact("receipts-cutoff", "personal", now=[r"\b7th"], was=[r"\b5th"]),
        Fact("portal-rule", "personal"),
        Fact("month-end", "procedure"),
        Fact("bramble-payroll", "procedure", detail=[r"nest"]),
    ],
    [
        Note(
            "2026-01-12",
            "client-overview",
            "Client overview for the new year",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "Morning! Can you help me get my client notes straight before self-assessment week?",
                        ),
                        ("software", "", "We run every client's books in Xero, and receipts come in through Dext."),
                        ("signoff-rule", "", "Nothing is filed with HMRC until Anita, our partner, has signed it off."),
                        ("working-days", "", "I work Monday to Thursday; I'm not in on Fridays."),
                    ],
                ),
                (
                    "Bramble Café Ltd",
                    [
                        ("bramble-year-end", "", "Their financial year ends on 31 March."),
                        ("bramble-contact", "", "I deal with Hattie Lund, who owns the café."),
                        ("bramble-fee", "", "They pay us a fixed £240 a month."),
                        (
                            "bramble-vat",
                            "",
                            "VAT is quarterly, on the quarters ending March, June, September and December.",
                        ),
                    ],
                ),
                (
                    "Okoro Joinery",
                    [
                        ("okoro-year-end", "", "Year end is 30 September."),
                        ("okoro-contact", "", "Grace Okoro sends me their paperwork."),
                        ("okoro-fee", "", "Fixed fee of £180 a month."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "month-end-routine",
            "Month-end routine",
            [
                (
                    "",
                    [
                        (
                            "month-end",
                            "",
                            "My month-end close for each client:\n1. Reconcile every bank feed in Xero.\n2. Chase "
                            "missing receipts in Dext.\n3. Post accruals and prepayments.\n4. Send the management "
                            "pack by the 15th.",
                        ),
                        (
                            "receipts-cutoff",
                            "",
                            "Clients must get their receipts to us by the 5th of the following month.",
                        ),
                        (
                            "portal-rule",
                            "",
                            "I never send or accept bank statements by email; everything goes through the SmartVault "
                            "portal.",
                        ),
                        (None, "chat", "Can you rephrase that as a checklist I can print?"),
                        (None, "oneoff", "Okoro's bank feed dropped again; I re-authorised it this afternoon."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-21",
            "bramble-payroll",
            "Bramble payroll and a couple of changes",
            [
                (
                    "Payroll",
                    [
                        (
                            "bramble-payroll",
                            "",
                            "Bramble's payroll each month:\n1. Export the hours from Deputy by the 20th.\n2. Run the "
                            "pay in BrightPay.\n3. Submit the FPS to HMRC on or before payday.\n4. Email payslips "
                            "through BrightPay Connect.",
                        ),
                        (None, "oneoff", "HMRC accepted the January FPS, submission reference 7C2B41X9."),
                    ],
                ),
                (
                    "Changes",
                    [
                        (
                            "receipts-cutoff",
                            "correct",
                            "Actually, we've moved the receipts deadline to the 7th of the month after, since the "
                            "5th kept landing on weekends.",
                        ),
                        (
                            "okoro-contact",
                            "correct",
                            "Okoro's paperwork now comes from their new office manager, Femi Adeyemi, not Grace.",
                        ),
                        (None, "chat", "Thanks, that's really helpful."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-02",
            "year-end-planning",
            "Year-end planning",
            [
                (
                    "Okoro Joinery",
                    [
                        ("okoro-fee", "correct", "Their fee is £210 a month including the apprentices' payroll."),
                    ],
                ),
                (
                    "Bramble Café Ltd",
                    [
                        (
                            "bramble-year-end",
                            "",
                            "Their year closes at the end of March, so the accounts work starts in April.",
                        ),
                        ("bramble-vat", "", "VAT returns go in every three months on calendar quarters."),
                        ("bramble-fee", "", "Still £240 monthly for the café."),
                    ],
                ),
                (
                    "",
                    [
                        (None, "chat", "It's freezing in the office today."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "filing-checks",
            "Filing checks",
            [
                (
                    "",
                    [
                        (
                            "signoff-rule",
                            "",
                            "Anita's signature goes on every return before it reaches HMRC, no exceptions.",
                        ),
                        (
                            "bramble-payroll",
                            "refine",
                            "For Bramble's payroll, after the FPS I also upload the pension contributions to NEST "
                            "the same day.",
                        ),
                        (
                            "month-end",
                            "",
                            "Month end: bank recs in Xero, chase Dext, accruals and prepayments, pack out by the 15th.",
                        ),
                        ("okoro-contact", "", "Femi Adeyemi handles Okoro's paperwork these days."),
                        (None, "oneoff", "Anita is out at a client on Wednesday afternoon."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Fire station watch log, terse bullets, third person. The two appliances (14P1, 14P2) are sibling subjects named
#    only by section headings; the watch manager changes by a bare new name, parade time with "changed to", 14P1's
#    driver "from today"; the BA test is refined with where results are logged.
FIRE = Family(
    "firewatch",
    "fire station watch log",
    "log",
    [
        Fact("watch-manager", "wiki", now=[r"aisha|patel"], was=[r"carl|denby"]),
        Fact("parade-time", "wiki", now=[r"0845"], was=[r"0900"]),
        Fact("shift-pattern", "wiki"),
        Fact("station-ground", "wiki"),
        Fact("p1-kit", "wiki"),
        Fact("p1-driver", "wiki", now=[r"sam|lewis"], was=[r"jo marsh|marsh"]),
        Fact("p2-kit", "wiki"),
        Fact("p2-driver", "wiki"),
        Fact("drill-nights", "wiki"),
        Fact("water-rescue", "wiki"),
        Fact("mess-rule", "personal"),
        Fact("phone-rule", "personal"),
        Fact("ba-test", "procedure", detail=[r"firecloud"]),
        Fact("refuelling", "procedure"),
    ],
    [
        Note(
            "2026-07-06",
            "red-watch-log",
            "Kelby Red Watch log: 6 July (day)",
            [
                (
                    "",
                    [
                        ("watch-manager", "", "WM Carl Denby in charge of watch."),
                        ("parade-time", "", "Day parade 0900 in the appliance bay."),
                        ("shift-pattern", "", "Pattern: 2 days (0900-1800), 2 nights (1800-0900), 4 off."),
                        ("station-ground", "", "Station ground: Kelby town, Marsh End and Holt villages."),
                        (None, "oneoff", "0947 AFA Kelby Leisure Centre, false alarm, burnt toast in the café."),
                    ],
                ),
                (
                    "14P1",
                    [
                        ("p1-kit", "", "Rescue pump; carries the hydraulic cutting gear and stabilisation struts."),
                        ("p1-driver", "", "Nominated driver FF Jo Marsh."),
                    ],
                ),
                (
                    "14P2",
                    [
                        ("p2-kit", "", "Carries the 13.5 m ladder and the foam branch."),
                        ("p2-driver", "", "Nominated driver FF Kieran Doyle."),
                    ],
                ),
                (
                    "Equipment",
                    [
                        (
                            "ba-test",
                            "",
                            "BA daily test, every set at start of shift:\n1. Visual check of harness, mask and "
                            "cylinder.\n2. Cylinder pressure at least 270 bar.\n3. High-pressure leak test, no more "
                            "than 10 bar drop in a minute.\n4. Low-pressure warning whistle sounds.\n5. Sign the BA "
                            "board.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-08",
            "red-watch-log",
            "Kelby Red Watch log: 8 July (night)",
            [
                (
                    "",
                    [
                        (
                            "mess-rule",
                            "",
                            "Mess: duty cook cooks; nobody leaves station ground for takeaway while on shift.",
                        ),
                        ("phone-rule", "", "Personal phones in lockers during drills and training."),
                        ("drill-nights", "", "Drill nights Tue and Thu, 1930."),
                        ("water-rescue", "", "No boat at Kelby; water rescue goes to Brayford (Stn 9)."),
                        (
                            "refuelling",
                            "",
                            "Refuelling:\n1. Allstar card from the cab visor.\n2. Only at Kelby Shell on the "
                            "bypass.\n3. Write mileage and call sign on the receipt.\n4. Receipt into the fuel tray "
                            "in the watch room.",
                        ),
                        (None, "oneoff", "0214 RTC A614, one person trapped, released by 14P1 crew."),
                        (None, "chat", "Quiet otherwise. Cheers Blue Watch for leaving the mess tidy."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-13",
            "red-watch-log",
            "Kelby Red Watch log: 13 July (day)",
            [
                (
                    "",
                    [
                        (
                            "parade-time",
                            "correct",
                            "Day parade changed to 0845 so BA tests are done before nine.",
                        ),
                        ("watch-manager", "", "Carl Denby WM."),
                        ("shift-pattern", "", "Two day shifts, then two nights, then four rest days."),
                        (None, "chat", "Hot one, 29 degrees in the bay."),
                    ],
                ),
                (
                    "14P1",
                    [
                        (
                            "p1-driver",
                            "correct",
                            "From today FF Sam Lewis is nominated driver; Jo Marsh has gone to Brayford.",
                        ),
                    ],
                ),
                (
                    "14P2",
                    [
                        ("p2-kit", "", "Ladder (13.5) and foam kit on board."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-21",
            "red-watch-log",
            "Kelby Red Watch log: 21 July (night)",
            [
                (
                    "",
                    [
                        ("watch-manager", "correct", "WM Aisha Patel in charge of watch."),
                        (
                            "ba-test",
                            "refine",
                            "BA daily test results also go on the station tablet (Firecloud app), not just the board.",
                        ),
                        ("water-rescue", "", "Water incidents: Brayford's boat crew gets sent, we have none."),
                    ],
                ),
                (
                    "14P2",
                    [
                        (None, "oneoff", "Off the run 1100-1300 for pump test, returned serviceable."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-27",
            "red-watch-log",
            "Kelby Red Watch log: 27 July (day)",
            [
                (
                    "",
                    [
                        ("parade-time", "", "Parade 0845."),
                        (
                            "refuelling",
                            "",
                            "Fuel only at Kelby Shell with the Allstar card; mileage and call sign on the receipt, "
                            "receipt in the tray.",
                        ),
                        (None, "chat", "Welcome to trainee FF Ellie Ward on her first shift."),
                    ],
                ),
                (
                    "14P1",
                    [
                        ("p1-kit", "", "Carries cutting gear and stab struts for RTCs."),
                        ("p1-driver", "", "Sam Lewis driving."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Self-hosted home lab, resource notes, first person. Two services (Jellyfin, Home Assistant) are sibling subjects
#    named by section headings; Home Assistant's address changes by a bare new value, DNS by name with "now", the UPS
#    shutdown threshold with "changed to"; the offsite backup is refined with its encryption.
HOMELAB = Family(
    "homelab",
    "self-hosted home lab notes",
    "resource",
    [
        Fact("nas", "wiki"),
        Fact("hypervisor", "wiki"),
        Fact("router", "wiki"),
        Fact("ups-shutdown", "wiki", now=[r"35\s*%"], was=[r"20\s*%"]),
        Fact("dns", "wiki", now=[r"adguard"], was=[r"pi-?hole"]),
        Fact("iot-vlan", "wiki"),
        Fact("no-port-forward", "personal"),
        Fact("update-window", "personal"),
        Fact("jellyfin-ip", "wiki"),
        Fact("jellyfin-backup", "wiki"),
        Fact("ha-ip", "wiki", now=[r"192\.168\.20\.40"], was=[r"192\.168\.20\.12"]),
        Fact("ha-backup", "wiki"),
        Fact("offsite-backup", "wiki", detail=[r"encrypt"]),
        Fact("restore-guest", "procedure"),
        Fact("new-device", "procedure"),
    ],
    [
        Note(
            "2026-10-03",
            "homelab-overview",
            "Home lab overview",
            [
                (
                    "Hardware",
                    [
                        ("nas", "", "The NAS is a Synology DS920+ with four 8 TB drives in SHR-1."),
                        ("hypervisor", "", "Proxmox VE runs on a Lenovo M720q Tiny, hostname pve1."),
                        ("router", "", "OPNsense on a Protectli VP2420 is the router and firewall."),
                        (
                            "ups-shutdown",
                            "",
                            "An APC Back-UPS 1500 covers the shelf; NUT on the NAS shuts everything down at 20% "
                            "battery.",
                        ),
                        (None, "oneoff", "Swapped the noisy fan in pve1 today."),
                    ],
                ),
                (
                    "Network",
                    [
                        ("dns", "", "Pi-hole on a Raspberry Pi 4 answers DNS for the whole LAN."),
                        ("iot-vlan", "", "IoT gadgets live on VLAN 30 with no route to the internet."),
                        (
                            "no-port-forward",
                            "",
                            "I never forward ports on the router; remote access only goes through Tailscale.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-04",
            "homelab-services",
            "Services",
            [
                (
                    "Jellyfin",
                    [
                        ("jellyfin-ip", "", "Runs in an LXC container at 192.168.20.15, port 8096."),
                        ("jellyfin-backup", "", "Backed up nightly at 02:00 to Proxmox Backup Server."),
                        (None, "oneoff", "Library scan picked up 214 new episodes."),
                    ],
                ),
                (
                    "Home Assistant",
                    [
                        ("ha-ip", "", "HAOS VM at 192.168.20.12."),
                        ("ha-backup", "", "Snapshot weekly, Sunday 03:00, kept for eight weeks."),
                    ],
                ),
                (
                    "Maintenance",
                    [
                        (
                            "update-window",
                            "",
                            "I only patch on Sunday mornings, never on a weeknight when the kids are streaming.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-11",
            "homelab-runbooks",
            "Runbooks",
            [
                (
                    "Restores",
                    [
                        (
                            "restore-guest",
                            "",
                            "Restoring a guest from PBS:\n1. Shut down the broken VM or container.\n2. In Proxmox, "
                            "select the guest, open the Backup tab and pick the latest snapshot.\n3. Restore with "
                            "'unique' unticked so the MAC address stays the same.\n4. Boot it and check the service "
                            "answers before deleting the old disk.",
                        ),
                        ("offsite-backup", "", "Offsite copies go to Backblaze B2 with Hyper Backup every night."),
                    ],
                ),
                (
                    "New devices",
                    [
                        (
                            "new-device",
                            "",
                            "Adding a new smart device:\n1. Join it to the lab-iot SSID.\n2. Reserve a DHCP lease for "
                            "it in OPNsense.\n3. Add the integration in Home Assistant.",
                        ),
                        (
                            "no-port-forward",
                            "",
                            "Nothing is exposed to the internet: zero port forwards, Tailscale for getting in from "
                            "outside.",
                        ),
                    ],
                ),
                (
                    "Home Assistant",
                    [
                        ("ha-ip", "correct", "It lives at 192.168.20.40 after the move to the new VM."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-18",
            "homelab-overview",
            "Home lab overview",
            [
                (
                    "Hardware",
                    [
                        (
                            "ups-shutdown",
                            "correct",
                            "Changed the NUT shutdown threshold to 35%; the battery is getting old and 20% wasn't "
                            "enough runtime.",
                        ),
                        (
                            "nas",
                            "",
                            "Storage box: DS920+, 4 x 8 terabyte disks, Synology Hybrid RAID with one-disk redundancy.",
                        ),
                    ],
                ),
                (
                    "Network",
                    [
                        ("dns", "correct", "DNS is now AdGuard Home on the same Pi, replacing Pi-hole."),
                        (None, "oneoff", "Tailscale auth key regenerated, expires 2027-04-18."),
                    ],
                ),
                (
                    "Jellyfin",
                    [
                        ("jellyfin-ip", "", "Reachable at 192.168.20.15 on 8096."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-25",
            "homelab-backups",
            "Backups",
            [
                (
                    "Offsite",
                    [
                        (
                            "offsite-backup",
                            "refine",
                            "The B2 offsite copy is encrypted client-side in Hyper Backup; the key is in Bitwarden.",
                        ),
                    ],
                ),
                (
                    "Home Assistant",
                    [
                        ("ha-backup", "", "Once a week (Sundays, 3 am), eight weeks retained."),
                    ],
                ),
                (
                    "Routine",
                    [
                        (
                            "restore-guest",
                            "",
                            "To restore: stop the guest, pick the newest PBS snapshot in the Backup tab, restore "
                            "without 'unique' so the MAC doesn't change, boot and test before removing the old disk.",
                        ),
                        (None, "chat", "Honestly this setup is more fun than it is useful."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [BEES, ACCOUNTS, FIRE, HOMELAB]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "beekeepers": [("orchard-hives", "quarry-hives"), ("orchard-lead", "quarry-lead")],
    "accounts": [
        ("bramble-year-end", "okoro-year-end"),
        ("bramble-contact", "okoro-contact"),
        ("bramble-fee", "okoro-fee"),
    ],
    "firewatch": [("p1-kit", "p2-kit"), ("p1-driver", "p2-driver")],
    "homelab": [("jellyfin-ip", "ha-ip"), ("jellyfin-backup", "ha-backup")],
}
