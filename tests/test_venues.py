"""The venue table: how lists write venues, and how dblp, Semantic Scholar and arXiv name them in records."""

from __future__ import annotations

import re

import pytest

from enrich.models import SourceRecord
from enrich.venues import (
    VENUES,
    canonical_acronym,
    record_acronym,
    required_text,
    venue_for_acronym,
    venue_for_name,
    venue_matches,
    workshop_host,
)
from tests.test_venues_by_field import FIELD_VENUES

# Venue strings as the sources write them: dblp's abbreviation, then S2's long name (and other spellings seen).
SPELLINGS = {
    "AIES": [
        "AIES",
        "AAAI/ACM Conference on AI, Ethics, and Society",
        "Proceedings of the 2020 AAAI/ACM Conference on AI, Ethics, and Society",
    ],
    "ISMIR": [
        "ISMIR",
        "International Society for Music Information Retrieval Conference",
        "Proceedings of the 20th International Society for Music Information Retrieval Conference, ISMIR 2019",
    ],
    "SoCG": [
        "SoCG",
        "32nd International Symposium on Computational Geometry (SoCG 2016)",
        "Symposium on Computational Geometry",
    ],
    "ECCC": [
        "Electron. Colloquium Comput. Complex.",
        "Electronic Colloquium on Computational Complexity (ECCC)",
    ],
    "OSDI": [
        "OSDI",
        "USENIX Symposium on Operating Systems Design and Implementation",
        "13th USENIX Symposium on Operating Systems Design and Implementation (OSDI 18)",
    ],
    "SOSP": [
        "SOSP",
        "Symposium on Operating Systems Principles",
        "Proceedings of the 27th ACM Symposium on Operating Systems Principles",
    ],
    "NSDI": ["NSDI", "Symposium on Networked Systems Design and Implementation"],
    "ATC": ["USENIX Annual Technical Conference", "USENIX ATC", "ATC 2020"],
    "FAST": ["FAST", "USENIX Conference on File and Storage Technologies"],
    "EuroSys": [
        "EuroSys",
        "European Conference on Computer Systems",
        "Proceedings of the Fifteenth European Conference on Computer Systems",
    ],
    "ASPLOS": [
        "ASPLOS",
        "International Conference on Architectural Support for Programming Languages and Operating Systems",
    ],
    "ISCA": ["ISCA", "International Symposium on Computer Architecture"],
    "MICRO": ["MICRO", "Micro", "International Symposium on Microarchitecture"],
    "HPCA": ["HPCA", "International Symposium on High-Performance Computer Architecture"],
    "SC": ["SC", "SC21", "International Conference for High Performance Computing, Networking, Storage and Analysis"],
    "MLSys": ["MLSys", "SysML", "Conference on Machine Learning and Systems"],
    "VLDB": ["Proc. VLDB Endow.", "Proceedings of the VLDB Endowment", "VLDB"],
    "SIGMOD": ["SIGMOD Conference", "Proc. ACM Manag. Data", "Proceedings of the ACM on Management of Data"],
    "ICML": ["ICML", "International Conference on Machine Learning"],
    "NeurIPS": ["NeurIPS", "NIPS", "NeurlPS", "Neural Information Processing Systems"],
    "ICLR": ["ICLR", "International Conference on Learning Representations"],
    "ICPP": ["ICPP", "International Conference on Parallel Processing"],
    "CLUSTER": ["CLUSTER", "IEEE International Conference on Cluster Computing"],
    "IPDPS": ["IPDPS", "IEEE International Parallel and Distributed Processing Symposium"],
    "HPDC": ["HPDC", "IEEE International Symposium on High-Performance Parallel Distributed Computing"],
    "SoCC": ["SoCC", "ACM Symposium on Cloud Computing"],
    "CLOUD": ["IEEE CLOUD", "IEEE International Conference on Cloud Computing"],
    "CCGrid": [
        "CCGRID",
        "IEEE/ACM International Symposium on Cluster, Cloud and Grid Computing",
        "International Symposium on Cluster, Cloud and Internet Computing",
    ],
    "ICCD": ["ICCD", "International Conference on Computer Design"],
    "ICDCS": ["ICDCS", "IEEE International Conference on Distributed Computing Systems"],
    "ICS": ["ICS", "International Conference on Supercomputing"],
    "PPoPP": ["PPoPP", "PPOPP", "ACM SIGPLAN Symposium on Principles & Practice of Parallel Programming"],
    "SIGCOMM": [
        "SIGCOMM",
        "Conference on Applications, Technologies, Architectures, and Protocols for Computer Communication",
    ],
    "MobiSys": ["MobiSys", "ACM SIGMOBILE International Conference on Mobile Systems, Applications, and Services"],
    "MobiCom": ["MobiCom", "ACM/IEEE International Conference on Mobile Computing and Networking"],
    "PLDI": ["PLDI", "ACM-SIGPLAN Symposium on Programming Language Design and Implementation"],
    "RTSS": ["RTSS", "IEEE Real-Time Systems Symposium"],
    "CVPR": ["CVPR", "Computer Vision and Pattern Recognition"],
    "ECCV": ["ECCV (17)", "European Conference on Computer Vision"],
    "CIDR": ["CIDR", "Conference on Innovative Data Systems Research"],
    "BigData": ["IEEE BigData", "2019 IEEE International Conference on Big Data (Big Data)"],
    "TPDS": ["IEEE Trans. Parallel Distributed Syst.", "IEEE Transactions on Parallel and Distributed Systems"],
    "TMC": ["IEEE Trans. Mob. Comput.", "IEEE Transactions on Mobile Computing"],
    "FGCS": ["Future Gener. Comput. Syst.", "Future generations computer systems"],
    "FCS": ["Frontiers Comput. Sci.", "Frontiers of Computer Science"],
    "CSUR": ["ACM Comput. Surv.", "ACM Computing Surveys"],
    "TOS": ["ACM Trans. Storage", "ACM Transactions on Storage"],
    "HotOS": ["HotOS", "Workshop on Hot Topics in Operating Systems"],
    "EuroMLSys": ["EuroMLSys@EuroSys", "Proceedings of the 2nd European Workshop on Machine Learning and Systems"],
    "arXiv": ["CoRR", "arXiv.org", "ArXiv"],
    "TOIS": ["ACM Trans. Inf. Syst.", "ACM Transactions on Information Systems"],
    "TKDD": ["ACM Trans. Knowl. Discov. Data", "ACM Transactions on Knowledge Discovery from Data"],
    "TIST": ["ACM Trans. Intell. Syst. Technol.", "ACM Transactions on Intelligent Systems and Technology"],
    "TORS": ["ACM Trans. Recomm. Syst.", "ACM Transactions on Recommender Systems"],
    "TASLP": [
        "IEEE ACM Trans. Audio Speech Lang. Process.",
        "IEEE/ACM Transactions on Audio, Speech, and Language Processing",
        "IEEE Transaction on Audio, Speech and Language Processing",  # "Transaction", as lists misspell it
    ],
    "TCBB": [
        "IEEE ACM Trans. Comput. Biol. Bioinform.",
        "IEEE/ACM Transactions on Computational Biology and Bioinformatics",
    ],
    "T-RO": ["IEEE Trans. Robotics", "IEEE Transactions on Robotics"],
    "TNNLS": ["IEEE Trans. Neural Networks Learn. Syst.", "IEEE Transactions on Neural Networks and Learning Systems"],
    "T-ITS": ["IEEE Trans. Intell. Transp. Syst.", "IEEE Transactions on Intelligent Transportation Systems", "T-ITS"],
    "TNSRE": [
        "IEEE Trans. Neural Syst. Rehabil. Eng.",
        "IEEE Transactions on Neural Systems and Rehabilitation Engineering",
    ],
    "Production and Operations Management": ["Prod Oper Manag", "Production and Operations Management"],
    "RAID": ["RAID", "Recent Advances in Intrusion Detection"],
    "SocInfo": ["SocInfo", "International Conference on Social Informatics"],
    "SSP": ["SSP", "IEEE Workshop on Statistical Signal Processing"],
    "SGP": ["SGP", "Symposium on Geometry Processing", "Geometry Processing"],
    "GMDD": ["Geoscientific Model Development Discussions", "Geosci. Model Dev. Discuss."],
    "TBME": ["IEEE Trans. Biomed. Eng.", "IEEE Transactions on Biomedical Engineering", "TBME"],
    "JOSS": ["Journal of Open Source Software", "J. Open Source Softw.", "JOSS"],
    "BAMS": ["Bulletin of the American Meteorological Society", "Bull. Amer. Meteor. Soc.", "BAMS"],
    "TIP": ["IEEE Trans. Image Process.", "IEEE Transactions on Image Processing"],
    "WMT": ["WMT", "Proceedings of the Fifth Conference on Machine Translation"],
    "IWSLT": ["Proceedings of IWSLT 2013", "International Workshop on Spoken Language Translation", "IWSLT 2019"],
    "Nature Communications": ["Nature Communications", "Nat. Commun."],
    "Science Advances": ["Science Advances", "Sci. Adv."],
    "eLife": ["eLife"],
    "PLOS ONE": ["PLoS ONE", "PLOS ONE"],
    "PLOS Computational Biology": ["PLoS Comput. Biol.", "PLoS Computational Biology"],
    "PRL": ["Physical Review Letters", "Phys. Rev. Lett."],
    "RMP": ["Reviews of Modern Physics", "Rev. Mod. Phys."],
    "PTEP": ["Progress of Theoretical and Experimental Physics", "Prog. Theor. Exp. Phys."],
    "EPJC": ["Eur. Phys. J. C", "The European Physical Journal C"],
    # Optics and photonics: ISO 4 abbreviations as citations write them, and the journals' names.
    "JOSA A": ["J. Opt. Soc. Am. A", "Journal of the Optical Society of America A", "JOSA A"],
    "JOSA B": ["J. Opt. Soc. Am. B", "Journal of the Optical Society of America B", "JOSA B"],
    "Opt. Express": ["Opt. Express", "Optics Express"],
    "Opt. Lett.": ["Opt. Lett.", "Optics Letters"],
    "Appl. Opt.": ["Appl. Opt.", "Applied Optics"],
    "Optica": ["Optica"],
    "Opt. Commun.": ["Opt. Commun.", "Optics Communications"],
    "Nat. Photonics": ["Nat. Photonics", "Nature Photonics"],
    "ACS Photonics": ["ACS Photonics"],
    "Light Sci. Appl.": ["Light: Science & Applications", "Light Sci. Appl."],
    "Laser Photonics Rev.": ["Laser & Photonics Reviews", "Laser Photonics Rev."],
    "JLT": ["Journal of Lightwave Technology", "J. Lightwave Technol.", "IEEE Journal of Lightwave Technology"],
    "Sol. Energy Mater. Sol. Cells": ["Solar Energy Materials and Solar Cells", "Sol. Energy Mater. Sol. Cells"],
    # Seismology and earthquake engineering.
    "BSSA": ["Bulletin of the Seismological Society of America", "Bull. Seismol. Soc. Am.", "Bull. Seism. Soc. Am"],
    "Earthquake Spectra": ["Earthquake Spectra", "Earthq. Spectra"],
    "EESD": ["Earthquake Engineering and Structural Dynamics", "Earthq. Eng. Struct. Dyn.", "EESD"],
    "GJI": ["Geophysical Journal International", "Geophys. J. Int.", "GJI"],
    "SRL": ["Seismological Research Letters", "Seismol. Res. Lett."],
    "SDEE": ["Soil Dynamics and Earthquake Engineering", "Soil Dyn. Earthq. Eng."],
    # Astronomy and physics journals: ADS's abbreviations, INSPIRE's, and the publishers' names.
    "ApJL": ["The Astrophysical Journal Letters", "Astrophys. J. Lett.", "ApJ Letters", "ApJL", "ApJ Lett."],
    "ApJS": [
        "The Astrophysical Journal Supplement Series",
        "Astrophys. J. Suppl. Ser.",
        "Astrophys. J. Suppl.",
        "ApJS",
    ],
    "ApJ": ["The Astrophysical Journal", "Astrophys. J.", "ApJ"],
    "MNRAS Letters": [
        "Monthly Notices of the Royal Astronomical Society: Letters",
        "Mon. Not. R. Astron. Soc. Lett.",
        "MNRAS Letters",
        "MNRASL",
    ],
    "MNRAS": ["Monthly Notices of the Royal Astronomical Society", "Mon. Not. R. Astron. Soc.", "MNRAS"],
    "PASP": ["Publications of the Astronomical Society of the Pacific", "Publ. Astron. Soc. Pac.", "PASP"],
    "PASA": ["Publications of the Astronomical Society of Australia", "Publ. Astron. Soc. Aust.", "PASA"],
    "PASJ": ["Publications of the Astronomical Society of Japan", "Publ. Astron. Soc. Jpn.", "PASJ"],
    "PKAS": ["Publications of the Korean Astronomical Society", "Publ. Korean Astron. Soc."],
    "AJ": ["The Astronomical Journal", "Astron. J.", "AJ"],
    "ARA&A": ["Annual Review of Astronomy and Astrophysics", "Annu. Rev. Astron. Astrophys.", "ARA&A"],
    "Ap&SS": ["Astrophysics and Space Science", "Astrophys. Space Sci.", "Astrophys Space Sci", "Ap&SS"],
    "JCAP": [
        "Journal of Cosmology and Astroparticle Physics",
        "J. Cosmol. Astropart. Phys.",
        "JCAP",
    ],
    "RAA": ["Research in Astronomy and Astrophysics", "Res. Astron. Astrophys.", "RAA"],
    "Nature Astronomy": ["Nature Astronomy", "Nat. Astron."],
    "Open Astronomy": ["Open Astronomy", "Open Astron."],
    "New Astronomy": ["New Astronomy", "New Astron."],
    "New Astronomy Reviews": ["New Astronomy Reviews", "New Astron. Rev."],
    "Astronomische Nachrichten": ["Astronomische Nachrichten", "Astron. Nachr."],
    "Astroparticle Physics": ["Astroparticle Physics", "Astropart. Phys."],
    "Celestial Mechanics and Dynamical Astronomy": [
        "Celestial Mechanics and Dynamical Astronomy",
        "Celest. Mech. Dyn. Astron.",
        "CeMDA",
    ],
    "Icarus": ["Icarus"],
    "Solar Physics": ["Solar Physics", "Sol. Phys.", "Solar Phys."],
    "Space Science Reviews": ["Space Science Reviews", "Space Sci. Rev.", "SSRv"],
    "Planetary and Space Science": ["Planetary and Space Science", "Planet. Space Sci."],
    "JGR: Planets": ["Journal of Geophysical Research: Planets", "J. Geophys. Res. Planets", "JGR: Planets"],
    "JGR: Biogeosciences": [
        "Journal of Geophysical Research: Biogeosciences",
        "Journal of Geophysical Research - Biogeosciences",
        "J. Geophys. Res. Biogeosci.",
        "JGR: Biogeosciences",
    ],
    "JPO": ["Journal of Physical Oceanography", "J. Phys. Oceanogr.", "JPO"],
    "JTECH": ["Journal of Atmospheric and Oceanic Technology", "J. Atmos. Oceanic Technol.", "JTECH"],
    "Ambio": ["Ambio"],
    "Mol. Cell": ["Molecular Cell", "Mol. Cell", "Mol Cell"],
    "JMB": ["Journal of Molecular Biology", "The Journal of Molecular Biology", "J. Mol. Biol."],
    "JBC": ["Journal of Biological Chemistry", "The Journal of Biological Chemistry", "J. Biol. Chem."],
    "BioEssays": ["BioEssays"],
    "CQG": ["Classical and Quantum Gravity", "Class. Quantum Grav.", "Class. Quant. Grav.", "CQG"],
    "GRG": ["General Relativity and Gravitation", "Gen. Relativ. Gravit.", "Gen Relativ Gravit", "Gen. Rel. Grav."],
    "Living Reviews in Relativity": ["Living Reviews in Relativity", "Living Rev. Relativ.", "Living Rev. Rel."],
    "Physics of the Dark Universe": ["Physics of the Dark Universe", "Phys. Dark Universe", "Phys. Dark Univ."],
    "PRC": ["Physical Review C", "Phys. Rev. C"],
    "PLB": ["Physics Letters B", "Phys. Lett. B"],
    "PLA": ["Physics Letters A", "Phys. Lett. A"],
    "NPB": ["Nuclear Physics B", "Nucl. Phys. B"],
    "Chinese Physics C": ["Chinese Physics C", "Chin. Phys. C"],
    "IJMPD": ["International Journal of Modern Physics D", "Int. J. Mod. Phys. D", "IJMPD"],
    "IJMPA": ["International Journal of Modern Physics A", "Int. J. Mod. Phys. A"],
    "MPLA": ["Modern Physics Letters A", "Mod. Phys. Lett. A"],
    "Reports on Progress in Physics": ["Reports on Progress in Physics", "Rep. Prog. Phys.", "Rept. Prog. Phys."],
    "Foundations of Physics": ["Foundations of Physics", "Found. Phys."],
    "Physics of Plasmas": ["Physics of Plasmas", "Phys. Plasmas", "Physics of plasmas"],
    "IEEE TPS": ["IEEE Transactions on Plasma Science", "IEEE Trans. Plasma Sci."],
    "Annalen der Physik": ["Annalen der Physik", "Ann. Phys. (Berlin)", "Annalen Phys."],
    "Annals of Physics": ["Annals of Physics", "Ann. Phys. (N.Y.)", "Annals Phys."],
    "Zeitschrift für Physik": ["Zeitschrift für Physik", "Z. Phys.", "Zeitschrift fur Physik"],
    "NEJM": ["NEJM", "The New England Journal of Medicine", "New England Journal of Medicine", "N Engl J Med"],
    "JAMA": ["JAMA", "Journal of the American Medical Association"],
    "BMJ": ["BMJ", "British Medical Journal"],
    "Lancet": ["The Lancet", "Lancet"],
    "Annals of Internal Medicine": ["Annals of Internal Medicine", "Ann Intern Med"],
    "PLOS Medicine": ["PLoS Medicine", "PLoS Med"],
    "AER": ["American Economic Review", "The American Economic Review"],
    "QJE": ["Quarterly Journal of Economics", "Q. J. Econ."],
    "JPE": ["Journal of Political Economy", "J. Polit. Econ."],
    "Econometrica": ["Econometrica"],
    "REStud": ["The Review of Economic Studies", "Rev. Econ. Stud."],
    "JF": ["The Journal of Finance", "J. Finance"],
    "JFE": ["Journal of Financial Economics", "J. Financ. Econ."],
    "RFS": ["Review of Financial Studies", "Rev. Financ. Stud."],
    "Ecology Letters": ["Ecology Letters", "Ecol. Lett."],
    "TREE": ["Trends in Ecology & Evolution", "Trends Ecol. Evol."],
    "bioRxiv": ["bioRxiv", "bioRxiv : the preprint server for biology"],
    "medRxiv": ["medRxiv", "medRxiv : the preprint server for health sciences"],
    "ChemRxiv": ["ChemRxiv"],
    "PsyArXiv": ["PsyArXiv"],
    "SocArXiv": ["SocArXiv"],
    "EarthArXiv": ["EarthArXiv"],
    "OSF Preprints": ["OSF Preprints", "OSF"],
    "Research Square": ["Research Square"],
    "SSRN": ["SSRN", "SSRN Electronic Journal", "Social Science Research Network"],
    "NBER": ["NBER Working Paper Series", "National Bureau of Economic Research"],
    "RePEc": ["RePEc"],
    "RFC": ["RFC 6356", "IETF RFC 9002", "Request for Comments 2309"],
    # Venues of other fields: NLP and speech.
    "ACL": [
        "ACL",
        "ACL (1)",
        "Annual Meeting of the Association for Computational Linguistics",
        "ACL (Findings)",
        "Findings of the Association for Computational Linguistics: ACL 2023",
    ],
    "EMNLP": [
        "EMNLP",
        "EMNLP/IJCNLP (1)",
        "Conference on Empirical Methods in Natural Language Processing",
        "Findings of the Association for Computational Linguistics: EMNLP 2023",
        "Findings of ACL: EMNLP 2021",
    ],
    "NAACL": ["NAACL-HLT", "North American Chapter of the Association for Computational Linguistics"],
    "EACL": ["EACL", "Conference of the European Chapter of the Association for Computational Linguistics"],
    "COLING": ["COLING", "International Conference on Computational Linguistics"],
    "TACL": ["Trans. Assoc. Comput. Linguistics", "Transactions of the Association for Computational Linguistics"],
    "CoNLL": ["CoNLL", "Conference on Computational Natural Language Learning"],
    "LREC": ["LREC", "International Conference on Language Resources and Evaluation"],
    "ICASSP": ["ICASSP", "IEEE International Conference on Acoustics, Speech, and Signal Processing"],
    "Interspeech": ["INTERSPEECH", "Interspeech"],
    "BLS": ["Proceedings of the Fortieth Annual Meeting of the Berkeley Linguistics Society"],
    "BUCLD": ["BUCLD 44", "Proceedings of the 44th Boston University Conference on Language Development"],
    "ICPhS": ["ICPhS", "Proceedings of the 19th International Congress of Phonetic Sciences"],
    "WCCFL": ["WCCFL", "Proceedings of the 38th West Coast Conference on Formal Linguistics"],
    "OLS": ["Ottawa Linux Symposium", "Proceedings of the Linux Symposium (Ottawa Linux Symposium)", "Linux Symposium"],
    "TCAD": ["TCAD", "IEEE Transactions on Computer-Aided Design of Integrated Circuits and Systems"],
    "SIGKDD Explorations": ["SIGKDD Explor.", "ACM SIGKDD Explorations Newsletter", "KDD Explorations Newsletter"],
    # Vision and graphics.
    "ICCV": [
        "ICCV",
        "IEEE/CVF International Conference on Computer Vision",
        "IEEE International Conference on Computer Vision",
    ],
    "WACV": ["WACV", "IEEE/CVF Winter Conference on Applications of Computer Vision"],
    "BMVC": ["BMVC", "British Machine Vision Conference"],
    "MICCAI": ["MICCAI", "Medical Image Computing and Computer Assisted Intervention - MICCAI 2018"],
    "IPMI": ["IPMI", "Information Processing in Medical Imaging"],
    "MIDL": ["MIDL", "Medical Imaging with Deep Learning"],
    "ISBI": ["ISBI", "IEEE International Symposium on Biomedical Imaging"],
    "TMI": ["IEEE TMI", "IEEE Transactions on Medical Imaging", "IEEE Trans. Med. Imaging"],
    "MedIA": ["Medical Image Analysis", "Med. Image Anal."],
    "ICA3PP": [
        "ICA3PP",
        "Proceedings 1st International Conference on Algorithms and Architectures for Parallel Processing",
    ],
    "IJPP": ["Int. J. Parallel Program.", "International Journal of Parallel Programming"],
    "CASES": [
        "CASES",
        "International Conference on Compilers, Architectures and Synthesis for Embedded Systems",
    ],
    "PoPETs": ["Proc. Priv. Enhancing Technol.", "Proceedings on Privacy Enhancing Technologies", "PoPETs"],
    "FOCI": ["FOCI", "USENIX Workshop on Free and Open Communications on the Internet"],
    "SPAA": [
        "SPAA",
        "ACM Symposium on Parallelism in Algorithms and Architectures",
        "Proceedings of the fourth annual ACM symposium on Parallel algorithms and architectures",
    ],
    "Euro-Par": ["Euro-Par 2011", "European Conference on Parallel Processing"],
    "EuroMPI": ["EuroMPI", "Proceedings of the 23rd European MPI Users' Group Meeting"],
    "IOPADS": ["IOPADS", "Proceedings of the sixth workshop on I/O in parallel and distributed systems"],
    "PER": ["ACM SIGMETRICS Performance Evaluation Review", "SIGMETRICS Perform. Eval. Rev."],
    "3DV": ["3DV", "International Conference on 3D Vision", "2017 International Conference on 3D Vision (3DV)"],
    "ACM MM": ["ACM Multimedia", "ACM International Conference on Multimedia"],
    "TPAMI": [
        "IEEE Trans. Pattern Anal. Mach. Intell.",
        "IEEE Transactions on Pattern Analysis and Machine Intelligence",
    ],
    "IJCV": ["Int. J. Comput. Vis.", "International Journal of Computer Vision"],
    "TOG": ["ACM Trans. Graph.", "ACM Transactions on Graphics"],
    "SIGGRAPH": [
        "SIGGRAPH (Conference Paper Track)",
        "International Conference on Computer Graphics and Interactive Techniques",
    ],
    "SIGGRAPH Asia": [
        "SIGGRAPH Asia (Conference Papers)",
        "ACM SIGGRAPH Conference and Exhibition on Computer Graphics and Interactive Techniques in Asia",
    ],
    # Machine learning and AI.
    "IJCAI": ["IJCAI", "International Joint Conference on Artificial Intelligence"],
    "AAMAS": ["AAMAS", "Proceedings of the fifth international conference on Autonomous agents"],
    "ECML PKDD": [
        "ECML PKDD",
        "ECML",
        "Joint European Conference on Machine Learning and Knowledge Discovery in Databases",
    ],
    "AISTATS": ["AISTATS", "International Conference on Artificial Intelligence and Statistics"],
    "UAI": ["UAI", "Conference on Uncertainty in Artificial Intelligence", "Uncertainty in Artificial Intelligence"],
    "COLT": ["COLT", "Annual Conference on Computational Learning Theory", "Conference on Learning Theory"],
    "JMLR": ["J. Mach. Learn. Res.", "Journal of Machine Learning Research"],
    "TMLR": ["Trans. Mach. Learn. Res.", "Transactions on Machine Learning Research"],
    "JAIR": ["J. Artif. Intell. Res.", "Journal of Artificial Intelligence Research"],
    "MLJ": ["Mach. Learn.", "Machine Learning"],
    # Robotics.
    "RA-L": ["IEEE Robotics Autom. Lett.", "IEEE Robotics and Automation Letters"],
    "ICRA": ["ICRA", "IEEE International Conference on Robotics and Automation"],
    "IROS": ["IROS", "IEEE/RSJ International Conference on Intelligent Robots and Systems"],
    "RSS": ["Robotics: Science and Systems", "RSS 2023"],
    "CoRL": ["CoRL", "Conference on Robot Learning"],
    "RoboCup": ["RoboCup", "Robot Soccer World Cup"],
    # Information retrieval and data mining.
    "SIGIR": [
        "SIGIR",
        "Annual International ACM SIGIR Conference on Research and Development in Information Retrieval",
    ],
    "WSDM": ["WSDM", "Web Search and Data Mining"],
    "CIKM": ["CIKM", "International Conference on Information and Knowledge Management"],
    "RecSys": ["RecSys", "ACM Conference on Recommender Systems"],
    "ECIR": ["ECIR (1)", "European Conference on Information Retrieval"],
    "ICDM": ["ICDM", "IEEE International Conference on Data Mining"],
    "SDM": ["SDM", "SIAM International Conference on Data Mining"],
    # Databases.
    "VLDBJ": ["VLDB J.", "The VLDB Journal"],
    "TODS": ["ACM Trans. Database Syst.", "ACM Transactions on Database Systems", "ACM Trans. on Database Systems"],
    "TKDE": ["IEEE Trans. Knowl. Data Eng.", "IEEE Transactions on Knowledge and Data Engineering"],
    "PODS": [
        "PODS",
        "ACM SIGACT-SIGMOD-SIGART Symposium on Principles of Database Systems",
        "ACM SIGMOD-SIGACT-SIGART Symposium on Principles of Database Systems",
    ],
    "EDBT": ["EDBT", "International Conference on Extending Database Technology"],
    "BTW": ["BTW", "Datenbanksysteme für Business, Technologie und Web (BTW 2023)"],
    # Security.
    "S&P": ["SP", "IEEE Symposium on Security and Privacy", "IEEE S&P 2024"],
    "CCS": ["CCS", "ACM Conference on Computer and Communications Security"],
    "USENIX Security": ["USENIX Security Symposium", "USENIX Security 2022"],
    "NDSS": ["NDSS", "Network and Distributed System Security Symposium"],
    "FC": [
        "FC 2015",
        "International Conference on Financial Cryptography and Data Security",
        "Proc. Financial Cryptography and Data Security (FC 2015)",
    ],
    "SICOMP": ["SIAM Journal on Computing", "SIAM J. Comput.", "SICOMP"],
    # Programming languages, compilers, software engineering.
    "PACMPL": ["Proc. ACM Program. Lang.", "Proceedings of the ACM on Programming Languages"],
    "POPL": ["POPL", "ACM SIGPLAN-SIGACT Symposium on Principles of Programming Languages"],
    "OOPSLA": ["OOPSLA", "Conference on Object-Oriented Programming Systems, Languages, and Applications"],
    "ICFP": ["ICFP", "ACM SIGPLAN International Conference on Functional Programming"],
    "CGO": ["CGO", "IEEE/ACM International Symposium on Code Generation and Optimization"],
    "CC": ["CC", "International Conference on Compiler Construction"],
    "PACT": ["PACT", "International Conference on Parallel Architectures and Compilation Techniques"],
    "PACMSE": ["Proc. ACM Softw. Eng.", "Proceedings of the ACM on Software Engineering"],
    "ICSE": ["ICSE", "International Conference on Software Engineering"],
    "FSE": ["ESEC/SIGSOFT FSE", "SIGSOFT FSE", "ACM Joint Meeting on Foundations of Software Engineering"],
    "ASE": ["ASE", "IEEE/ACM International Conference on Automated Software Engineering"],
    "ISSTA": ["ISSTA", "International Symposium on Software Testing and Analysis"],
    "TSE": ["IEEE Trans. Software Eng.", "IEEE Transactions on Software Engineering"],
    "TOSEM": ["ACM Trans. Softw. Eng. Methodol.", "ACM Transactions on Software Engineering and Methodology"],
    "APSEC": [
        "APSEC",
        "2010 Asia Pacific Software Engineering Conference",
        "Asia-Pacific Software Engineering Conference",
    ],
    "SPE": [
        "Software-Practice and Experience",
        "Software: Practice and Experience",
        "Softw. Pract. Exp.",
        "Softw. Pract. Experience",
    ],
    "STVR": ["Software Testing, Verification and Reliability", "Softw. Test. Verification Reliab.", "STVR"],
    "Software Quality Journal": ["Software Quality Journal", "Softw. Qual. J."],
    "ENTCS": ["Electronic Notes in Theoretical Computer Science", "ENTCS"],
    # HCI, networking, general journals.
    "PACMHCI": ["Proc. ACM Hum. Comput. Interact.", "Proceedings of the ACM on Human-Computer Interaction"],
    "CHI": ["CHI", "International Conference on Human Factors in Computing Systems"],
    "UIST": ["UIST", "ACM Symposium on User Interface Software and Technology"],
    "CSCW": ["CSCW", "Conference on Computer-Supported Cooperative Work"],
    "THRI": [
        "ACM Trans. Hum.-Robot Interact.",
        "ACM Transactions on Human-Robot Interaction (THRI)",
        "Journal of Human-Robot Interaction",
    ],
    "HRI": [
        "HRI",
        "HRI (Companion)",
        "Proceedings of the 2021 ACM/IEEE International Conference on Human-Robot Interaction",
        "2014 9th ACM/IEEE International Conference on Human-Robot Interaction (HRI)",
        "Proceedings of the 1st ACM SIGCHI/SIGART conference on Human-robot interaction",
        "HRI '21",
    ],
    "RO-MAN": [
        "RO-MAN",
        "2021 30th IEEE International Conference on Robot & Human Interactive Communication (RO-MAN)",
        "IEEE International Workshop on Robot and Human Interactive Communication",
    ],
    "ICSR": ["ICSR", "International Conference on Social Robotics"],
    "IJSR": ["Int. J. Soc. Robotics", "International Journal of Social Robotics"],
    "ICMI": [
        "ICMI",
        "Proceedings of the 2021 International Conference on Multimodal Interaction",
        "International Conference on Multimodal Interfaces and the Workshop on Machine Learning for Multimodal "
        "Interaction",
    ],
    "IVA": ["IVA", "International Conference on Intelligent Virtual Agents"],
    "IUI": ["IUI", "International Conference on Intelligent User Interfaces"],
    "TiiS": [
        "ACM Trans. Interact. Intell. Syst.",
        "ACM Transactions on Interactive Intelligent Systems (TiiS)",
    ],
    "SIGDIAL": [
        "SIGDIAL",
        "Proceedings of the SIGDIAL 2013 Conference",
        "Proceedings of the 16th Annual Meeting of the Special Interest Group on Discourse and Dialogue",
    ],
    "ICIP": ["ICIP", "IEEE International Conference on Image Processing"],
    "TON": ["IEEE/ACM Trans. Netw.", "IEEE/ACM Transactions on Networking", "IEEE/ACM ToN"],
    "CCR": ["Comput. Commun. Rev.", "ACM SIGCOMM Computer Communication Review", "SIGCOMM CCR"],
    "EC": ["ACM Conference on Electronic Commerce", "ACM Conference on Economics and Computation"],
    "Nature": ["Nature"],
    "NMI": ["Nat. Mac. Intell.", "Nature Machine Intelligence"],
    "Science": ["Science", "Science (New York, N.Y.)"],
    "Quantum": ["Quantum"],
    "QIC": ["QIC", "Quantum Information and Computation", "Quantum Information & Computation", "Quantum Inf. Comput."],
    "QCE": ["QCE", "IEEE International Conference on Quantum Computing and Engineering (QCE)"],
    "CF": ["CF", "CF '19", "Proceedings of the 16th ACM International Conference on Computing Frontiers"],
    "MobileHCI": [
        "MobileHCI",
        "18th International Conference on Human-Computer Interaction with Mobile Devices and Services",
    ],
    "TACCESS": ["TACCESS", "ACM Transactions on Accessible Computing", "ACM Trans. Access. Comput."],
    "IJHCI": [
        "IJHCI",
        "International Journal of Human-Computer Interaction",
        "International Journal of Human–Computer Interaction",
        "Int. J. Hum. Comput. Interact.",
    ],
    "JACIII": ["JACIII", "Journal of Advanced Computational Intelligence and Intelligent Informatics"],
    "SemEval": ["SemEval", "Proceedings of the 5th International Workshop on Semantic Evaluation"],
    "PNAS": [
        "Proc. Natl. Acad. Sci. USA",
        "Proceedings of the National Academy of Sciences of the United States of America",
    ],
    "NSR": ["National Science Review"],
    "CACM": ["Commun. ACM", "Communications of the ACM"],
    "IEEE Micro": ["IEEE Micro"],
    "TOPLAS": ["ACM Transactions on Programming Languages and Systems", "ACM Trans. Program. Lang. Syst."],
    "JFP": ["Journal of Functional Programming", "J. Funct. Program."],
    "LMCS": ["Logical Methods in Computer Science", "Log. Methods Comput. Sci."],
    "MSCS": ["Mathematical Structures in Computer Science", "Math. Struct. Comput. Sci."],
    "SIGPLAN Notices": ["ACM SIGPLAN Notices", "SIGPLAN Not."],
    "Haskell Symposium": [
        "Proceedings of the 2013 ACM SIGPLAN Symposium on Haskell",
        "Haskell Workshop",
        "Haskell '13",
    ],
    "LFP": ["ACM Conference on LISP and Functional Programming", "LFP"],
    "FOOL": ["International Conference on Foundations of Object-Oriented Languages", "FOOL"],
    "DIS": ["Conference on Designing Interactive Systems", "DIS"],
    "VL/HCC": ["IEEE Symposium on Visual Languages and Human-Centric Computing", "VL/HCC"],
    "NIME": ["International Conference on New Interfaces for Musical Expression", "NIME"],
    "ITiCSE": [
        "ITiCSE",
        "ITiCSE-WGR",
        "Annual Conference on Innovation and Technology in Computer Science Education",
    ],
    "SIGCSE": ["SIGCSE", "ACM Technical Symposium on Computer Science Education"],
    "TVCG": ["IEEE Transactions on Visualization and Computer Graphics", "IEEE Trans. Vis. Comput. Graph."],
    "VIS": ["IEEE VIS", "IEEE Visualization Conference", "VIS"],
    "LNCS": ["Lecture Notes in Computer Science", "Lect. Notes Comput. Sci."],
}

# Names of other venues that share a word with a venue in the table.
NOT_THESE = {
    # The newsletter's name holds the conference's acronym; the conference's never holds "Explorations".
    "Proceedings of the 25th ACM SIGKDD International Conference on Knowledge Discovery & Data Mining": (
        "SIGKDD Explorations"
    ),
    "IEEE Micro": "MICRO",
    "Cluster Computing": "CLUSTER",
    "The VLDB Journal": "VLDB",
    "VLDB J.": "VLDB",
    "SIGMOD Rec.": "SIGMOD",
    "ASP-DAC": "DAC",
    "Asia and South Pacific Design Automation Conference": "DAC",
    "International Conference on Machine Learning and Applications": "ICML",
    "IEEE International Conference on Cloud Computing Technology and Science": "CLOUD",
    "IEEE Transactions on Big Data": "BigData",
    "Comput. Commun. Rev.": "SIGCOMM",
    "ACM SIGCOMM Computer Communication Review": "SIGCOMM",
    "Frontiers in Computer Science": "FCS",
    # Ordinary words and other fields' names: anchored or case-sensitive patterns keep them apart.
    "Nature Machine Intelligence": "Nature",
    "Nature Communications": "Nature",
    "Computer Science": "Science",
    "Science Robotics": "Science",
    "Robotics: Science and Systems": "Science",
    "Frontiers of Computer Science": "Science",
    "Quantum Machine Intelligence": "Quantum",
    "Physical Review Quantum": "Quantum",
    "Computing Frontiers of Physics": "CF",
    "International Journal of Human-Computer Studies": "IJHCI",
    "International Conference on Machine Learning": "MLJ",
    "Conference on Machine Learning and Systems": "MLJ",
    "Security Analysis of Deep Learning Systems": "USENIX Security",
    "Security": "USENIX Security",
    "IEEE European Symposium on Security and Privacy": "S&P",
    "EuroS&P": "S&P",
    "IEEE Symposium on Security and Privacy Workshops": "S&P",
    "AsiaCCS": "CCS",
    "ASIA CCS '23": "CCS",
    "Asia Conference on Computer and Communications Security": "CCS",
    "CC BY 4.0 license": "CC",
    "rss feeds, btw": "RSS",
    "btw": "BTW",
    "Ed H. Chi": "CHI",
    "CHI PLAY": "CHI",
    "Algorithmic Learning Theory": "COLT",
    "Colt": "COLT",
    "SIAM International Conference on Data Mining": "ICDM",
    "ACM SIGACT-SIGMOD-SIGART Symposium on Principles of Database Systems": "SIGMOD",
    "International Conference on Computer Vision Theory and Applications": "ICCV",
    "SIGGRAPH Asia": "SIGGRAPH",
    "Findings of ACL: EMNLP 2021": "ACL",
    "NAACL": "ACL",
    "IEEE Trans. Netw. Serv. Manag.": "TON",
    "IEEE Transactions on Network and Service Management": "TON",
    "Automated Software Engineering": "ASE",
    "International Conference on Software Engineering and Knowledge Engineering": "ICSE",
    "ACM Transactions on Software Engineering and Methodology": "TSE",
    "JMLR W&CP": "JMLR",
    "IEEE MICRO": "MICRO",
    # A language, a verb and a word of titles are no venues.
    "A Haskell library for parsing": "Haskell Symposium",
    "Visual analytics": "VIS",
    "Distributed Information Systems": "DIS",
    # "HRI" names the field in titles; the journal's and the conference's names share their words.
    "Persistent lexical entrainment in HRI": "HRI",
    "A Survey of HRI Studies": "HRI",
    "ACM Transactions on Human-Robot Interaction": "HRI",
    "ACM Transactions on Interactive Intelligent Systems": "IUI",
    "Sociology of the Iva River": "IVA",
    # "FC" names fully connected layers inside a title; the conference only opens a venue string.
    "Pruning FC layers of deep networks": "FC",
    # Astronomy's letters and supplements are journals of their own; the main journal's patterns stop before them.
    "ApJ Supplement": "ApJ",
    "The Astrophysical Journal Letters": "ApJ",
    "MNRAS Letters": "MNRAS",
    "Nuclear Phys. B Proc. Suppl.": "NPB",
    "Foundations of Physics Letters": "Foundations of Physics",
    "Publications of the Astronomical Society of the Pacific Conference Series": "PASP",
    "Journal of Geophysical Research: Solid Earth": "JGR: Planets",
    # "Ann. Phys." is Annalen der Physik's abbreviation and Annals of Physics's: alone, it names neither.
    "Ann. Phys.": "Annalen der Physik",
    "Ann Phys": "Annals of Physics",
}


def _matching_acronyms(text: str) -> set[str]:
    tidy = " ".join(text.replace("&", " and ").split("@")[0].split())
    return {
        venue.acronym
        for venue in VENUES
        if any(re.search(pattern, tidy, re.IGNORECASE) for pattern in venue.name_patterns)
    }


@pytest.mark.parametrize("acronym, text", [(a, t) for a, texts in SPELLINGS.items() for t in texts])
def test_each_source_spelling_names_exactly_its_venue(acronym, text):
    assert venue_for_name(text).acronym == acronym
    assert _matching_acronyms(text) == {acronym}


@pytest.mark.parametrize("text, not_venue", NOT_THESE.items())
def test_other_venues_sharing_a_word_are_not_confused(text, not_venue):
    found = venue_for_name(text)
    assert found is None or found.acronym != not_venue


@pytest.mark.parametrize(
    "pattern, needed",
    [
        (r"Transactions on Knowledge and Data Engineering", "transactions on knowledge and data engineering"),
        (r"(?-i:^JAMA\.?$)", "jama"),
        (r"\bP?VLDB\b(?!\s*J(?:ournal|\.))", "vldb"),
        (r"Symposium on Operating Systems? Principles", "symposium on operating system"),
        (r"Int\. J\. Comput\. Vis", "int. j. comput. vis"),
        (r"(?:Proc\. )?ACM (?:SIGCOMM|Sigcomm) Conf", "acm s"),  # the alternatives share their "S"
        (r"(?-i:\bTOG\b|\bToG\b)", "t"),
    ],
)
def test_a_name_pattern_needs_the_longest_text_every_match_of_it_holds(pattern, needed):
    assert required_text(pattern) == needed


def test_a_name_pattern_is_tried_only_on_text_that_holds_what_it_needs():
    """venue_for_name turns a text away from a pattern when the text lacks what every match of the pattern holds:
    no spelling a pattern matches may lack it."""
    texts = [text for spellings in SPELLINGS.values() for text in spellings] + list(NOT_THESE)
    lacking = [
        (pattern, text)
        for venue in VENUES
        for pattern in venue.name_patterns
        for text in texts
        if re.search(pattern, text, re.IGNORECASE) and required_text(pattern) not in text.casefold()
    ]
    assert lacking == []


def test_every_venue_in_the_table_has_spellings_here():
    # The block of other fields' venues is checked name by name in tests/test_venues_by_field.py.
    untested = {venue.acronym for venue in VENUES} - set(SPELLINGS) - {venue.acronym for venue in FIELD_VENUES}
    # The ones without a test spelling predate this list; every venue added since has one.
    assert untested <= {
        "ICCAD",
        "DAC",
        "ISPASS",
        "IISWC",
        "PODC",
        "MSST",
        "SYSTOR",
        "IWQoS",
        "ICDE",
        "KDD",
        "AAAI",
        "WWW",
        "TC",
        "TOCS",
        "TACO",
        "JPDC",
        "JCRD",
        "HotStorage",
        "HotCloud",
        "HotNets",
        "CoNEXT",
        "SIGMETRICS",
        "INFOCOM",
        "Middleware",
    }, untested


def test_aliases_and_dblp_prefixes_belong_to_one_venue_each():
    owners: dict[str, set[str]] = {}
    for venue in VENUES:
        for name in (venue.acronym, *venue.aliases, *venue.dblp_prefixes):
            owners.setdefault(re.sub(r"[^a-z0-9/]", "", name.lower()), set()).add(venue.acronym)
    assert {name: venues for name, venues in owners.items() if len(venues) > 1} == {}


@pytest.mark.parametrize(
    "written, acronym",
    [
        ("VLDB", "VLDB"),
        ("PVLDB", "VLDB"),
        ("NIPS", "NeurIPS"),
        ("Big Data", "BigData"),
        ("CCGRID", "CCGrid"),
        ("USENIX ATC", "ATC"),
        ("arxiv", "arXiv"),
        ("SysML", "MLSys"),
        ("PACMMOD", "SIGMOD"),
        ("ACM Computing Surveys", "CSUR"),
        ("JCRD", "JCRD"),
        # Other fields, as lists write them.
        ("ACL", "ACL"),
        ("EMNLP", "EMNLP"),
        ("EMNLP-IJCNLP", "EMNLP"),
        ("NAACL", "NAACL"),
        ("COLING", "COLING"),
        ("EACL", "EACL"),
        ("TACL", "TACL"),
        ("CoNLL", "CoNLL"),
        ("LREC", "LREC"),
        ("ICASSP", "ICASSP"),
        ("InterSpeech", "Interspeech"),
        ("ICCV", "ICCV"),
        ("WACV", "WACV"),
        ("BMVC", "BMVC"),
        ("ACM MM", "ACM MM"),
        ("AAAI", "AAAI"),
        ("IJCAI", "IJCAI"),
        ("AISTATS", "AISTATS"),
        ("UAI", "UAI"),
        ("COLT", "COLT"),
        ("CoRL", "CoRL"),
        ("RSS", "RSS"),
        ("Robotics: Science and Systems", "RSS"),
        ("ICRA", "ICRA"),
        ("IROS", "IROS"),
        ("RA-L", "RA-L"),
        ("IEEE RA-L", "RA-L"),
        ("RAL", "RA-L"),
        ("TPAMI", "TPAMI"),
        ("PAMI", "TPAMI"),
        ("IEEE TPAMI", "TPAMI"),
        ("T-PAMI", "TPAMI"),
        ("IJCV", "IJCV"),
        ("JMLR", "JMLR"),
        ("TMLR", "TMLR"),
        ("JAIR", "JAIR"),
        ("TOG", "TOG"),
        ("ToG", "TOG"),
        ("ACM TOG", "TOG"),
        ("SIGGRAPH", "SIGGRAPH"),
        ("SIGGRAPH Asia", "SIGGRAPH Asia"),
        ("SIGIR", "SIGIR"),
        ("WSDM", "WSDM"),
        ("CIKM", "CIKM"),
        ("RecSys", "RecSys"),
        ("ECIR", "ECIR"),
        ("KDD", "KDD"),
        ("ICDM", "ICDM"),
        ("SDM", "SDM"),
        ("VLDBJ", "VLDBJ"),
        ("VLDB Journal", "VLDBJ"),
        ("TODS", "TODS"),
        ("TKDE", "TKDE"),
        ("PODS", "PODS"),
        ("EDBT", "EDBT"),
        ("BTW", "BTW"),
        ("CCS", "CCS"),
        ("ACM CCS", "CCS"),
        ("S&P", "S&P"),
        ("IEEE S&P", "S&P"),
        ("Oakland", "S&P"),
        ("SP", "S&P"),
        ("USENIX Security", "USENIX Security"),
        ("Security", "USENIX Security"),
        ("USENIX Sec", "USENIX Security"),
        ("NDSS", "NDSS"),
        ("POPL", "POPL"),
        ("OOPSLA", "OOPSLA"),
        ("ICFP", "ICFP"),
        ("CGO", "CGO"),
        ("CC", "CC"),
        ("PACT", "PACT"),
        ("ICSE", "ICSE"),
        ("FSE", "FSE"),
        ("ESEC/FSE", "FSE"),
        ("ASE", "ASE"),
        ("ISSTA", "ISSTA"),
        ("IEEE TSE", "TSE"),
        ("TOSEM", "TOSEM"),
        ("CHI", "CHI"),
        ("UIST", "UIST"),
        ("CSCW", "CSCW"),
        ("NSR", "NSR"),
        ("Nature", "Nature"),
        ("Science", "Science"),
        ("NMI", "NMI"),
        ("Nature Machine Intelligence", "NMI"),
        ("PNAS", "PNAS"),
        ("CACM", "CACM"),
        ("Communications of the ACM", "CACM"),
        ("Commun. ACM", "CACM"),
        ("TON", "TON"),
        ("ToN", "TON"),
        ("Neurips", "NeurIPS"),
        ("ICLR", "ICLR"),
        ("MLJ", "MLJ"),
        ("Machine Learning", "MLJ"),
        ("Proc. ACM Program. Lang.", "PACMPL"),
        ("PACMSE", "PACMSE"),
        ("IEEE MICRO", "IEEE Micro"),
        ("Proc. of ICS", "ICS"),
        ("Proceedings of the CLOUD", "CLOUD"),
        ("Proc. ACM/IEEE HRI", "HRI"),
        ("RO-MAN", "RO-MAN"),
        ("SIGdial", "SIGDIAL"),
        ("IEEE Transactions on Robotics", "T-RO"),
        ("IEEE/ACM Transactions on Audio, Speech, and Language Processing", "TASLP"),
        ("Financial Cryptography and Data Security", "FC"),
        ("IJCAI-ECAI", "IJCAI"),
    ],
)
def test_list_tags_resolve_to_the_tables_acronym(written, acronym):
    assert venue_for_acronym(written).acronym == acronym
    assert canonical_acronym(written) == acronym


@pytest.mark.parametrize(
    "written, acronym",
    [
        # A publisher before the acronym, when the whole tag is not itself an alias.
        ("ACM CSUR", "CSUR"),
        ("IEEE TPAMI", "TPAMI"),
        ("USENIX ATC", "ATC"),
        ("ACM SIGMOD", "SIGMOD"),
        ("IEEE INFOCOM", "INFOCOM"),
        ("USENIX OSDI", "OSDI"),
        ("IEEE/CVF ICCV", "ICCV"),
        ("IEEE/ACM TON", "TON"),
        ("ACM TSEM", "TOSEM"),
        ("acm  sigcomm", "SIGCOMM"),
        # A track of the conference.
        ("EMNLP Findings", "EMNLP"),
        ("ACL Findings", "ACL"),
        ("NAACL Findings", "NAACL"),
        ("EACL Findings", "EACL"),
        ("Findings of ACL", "ACL"),
        ("Findings of EMNLP", "EMNLP"),
        ("Findings of the ACL: EMNLP", "EMNLP"),
        ("EMNLP (Findings)", "EMNLP"),
        ("ICLR Spotlight", "ICLR"),
        ("NeurIPS Oral", "NeurIPS"),
        ("NeurIPS Datasets and Benchmarks Track", "NeurIPS"),
        ("ICSE Technical Track", "ICSE"),
        ("ACL Long", "ACL"),
        # A workshop at a conference: the workshop when the table knows it, else the host.
        ("DL4C@ICLR", "ICLR"),
        ("EuroMLSys@EuroSys", "EuroMLSys"),
        ("aiDM@SIGMOD", "SIGMOD"),
        ("AST @ ICSE", "ICSE"),
        ("HotStorage@FAST", "HotStorage"),
    ],
)
def test_publisher_track_and_workshop_forms_name_the_venue(written, acronym):
    assert venue_for_acronym(written).acronym == acronym
    assert canonical_acronym(written) == acronym


@pytest.mark.parametrize(
    "written, acronym",
    [
        ("Proceedings of the National Academy of Sciences", "PNAS"),
        ("proceedings of the national academy of sciences", "PNAS"),
        ("Journal of Machine Learning Research", "JMLR"),
        ("International Journal of Computer Vision", "IJCV"),
        ("Transactions of the Association for Computational Linguistics", "TACL"),
        ("IEEE Transactions on Pattern Analysis and Machine Intelligence", "TPAMI"),
        ("ACM Transactions on Computer Systems", "TOCS"),
        ("IEEE/ACM Transactions on Computational Biology and Bioinformatics", "TCBB"),
        ("Proceedings of the ACM on Human-Computer Interaction", "PACMHCI"),
        ("Progress of Theoretical and Experimental Physics", "PTEP"),
        ("Prog. Theor. Exp. Phys.", "PTEP"),
        ("Eur. Phys. J. C", "EPJC"),
        ("The European Physical Journal C", "EPJC"),
        ("Publications of the Astronomical Society of the Pacific", "PASP"),
        ("Astrophysics and Space Science", "Ap&SS"),
        ("Annual Review of Astronomy and Astrophysics", "ARA&A"),
        ("The Astrophysical Journal Letters", "ApJL"),
        ("Astrophys. J. Suppl. Ser.", "ApJS"),
        ("J. Cosmol. Astropart. Phys.", "JCAP"),
        ("Monthly Notices of the Royal Astronomical Society: Letters", "MNRAS Letters"),
        ("IEEE Transactions on Plasma Science", "IEEE TPS"),
    ],
)
def test_a_journal_written_out_in_full_names_its_acronym(written, acronym):
    """A list writes a journal's whole name where a record's venue string is matched by a pattern: the list's
    spelling is an alias, so both sides of a comparison name the one venue."""
    assert venue_for_acronym(written).acronym == acronym
    assert venue_for_name(written).acronym == acronym


def test_an_unknown_tag_is_tidied_not_invented():
    assert venue_for_acronym("Journal of Nothing") is None
    assert canonical_acronym(" SC ‘21’ ") == "SC ‘21"
    assert canonical_acronym("") is None
    # Neither a publisher, a track nor an "@" makes an unknown venue known.
    for written in (
        "IEEE Computer",
        "ACM",
        "IEEE",
        "Findings",
        "Foo Findings",
        "Findings of Nothing",
        "Foo@Bar",
        "Contact @someone",
        "NeurIPS Workshop",
        "INFOCOM Workshops",
        "SOSP Poster",
    ):
        assert venue_for_acronym(written) is None, written
        assert canonical_acronym(written) == written


@pytest.mark.parametrize(
    "title",
    [
        "Security Analysis of Deep Learning Systems",
        "Nature-Inspired Optimisation",
        "The Science of Deep Learning",
        "Machine Learning for Databases",
        "A Survey of Machine Learning",
        "Cc: the authors",
        "RSS feeds for papers",
        "Compiler Construction for Everyone",
        "SP-GiST Indexes",
        "Chi-Square Tests",
        "Colt: a Java library",
    ],
)
def test_ordinary_words_in_a_title_name_no_new_venue(title):
    found = venue_for_name(title)
    assert found is None, (title, found)


@pytest.mark.parametrize(
    "key, acronym",
    [
        ("conf/acl/X23", "ACL"),
        ("conf/emnlp/X23", "EMNLP"),
        ("journals/tacl/X23", "TACL"),
        ("conf/iccv/X23", "ICCV"),
        ("journals/pami/X23", "TPAMI"),
        ("journals/tog/X23", "TOG"),
        ("conf/siggrapha/X23", "SIGGRAPH Asia"),
        ("journals/ral/X23", "RA-L"),
        ("conf/rss/X23", "RSS"),
        ("conf/sp/X23", "S&P"),
        ("conf/uss/X23", "USENIX Security"),
        ("conf/IEEEpact/X23", "PACT"),
        ("conf/sigsoft/X23", "FSE"),
        ("conf/kbse/X23", "ASE"),
        ("journals/vldb/X23", "VLDBJ"),
        ("journals/pvldb/X23", "VLDB"),
        ("journals/ml/X23", "MLJ"),
        ("journals/nature/X23", "Nature"),
        ("journals/natmi/X23", "NMI"),
        ("journals/ton/X23", "TON"),
        ("journals/pacmpl/X23", "PACMPL"),
    ],
)
def test_dblp_keys_of_other_fields(key, acronym):
    assert record_acronym(_dblp(None, key)) == acronym


def _dblp(venue: str | None, key: str | None) -> SourceRecord:
    return SourceRecord(source="dblp", title="T", venue=venue, dblp_key=key)


@pytest.mark.parametrize(
    "acronym, record, expected",
    [
        ("OSDI", _dblp("OSDI", "conf/osdi/MoritzNWTLLEYPJ18"), 1.0),
        ("ATC", _dblp("USENIX Annual Technical Conference", "conf/usenix/JeonVPQXY19"), 1.0),
        ("VLDB", _dblp("Proc. VLDB Endow.", "journals/pvldb/LiZVSNLPSVDC20"), 1.0),
        ("SIGMOD", _dblp("Proc. ACM Manag. Data", "journals/pacmmod/X24"), 1.0),
        ("OSDI", _dblp("BigDataScience", "conf/bigdatascience/LiAPSAJLSS14"), 0.0),
        ("ICPP", _dblp("IEEE Trans. Parallel Distributed Syst.", "journals/tpds/WangYLZLSWX22"), 0.0),
        ("CLUSTER", _dblp("Clust. Comput.", "journals/cluster/X21"), 0.0),
        ("OSDI", _dblp("CoRR", "journals/corr/abs-1712-05889"), None),
        ("arXiv", _dblp("CoRR", "journals/corr/abs-1802-05799"), 1.0),
        ("arXiv", _dblp("SC", "conf/sc/RajbhandariRRSH21"), 0.0),
        ("Journal of Nothing", _dblp("OSDI", "conf/osdi/X20"), None),
        (None, _dblp("OSDI", "conf/osdi/X20"), None),
    ],
)
def test_venue_matches_dblp_records(acronym, record, expected):
    assert venue_matches(acronym, record) == expected


def _s2(venue: str | None, dblp_key: str | None = None) -> SourceRecord:
    return SourceRecord(source="s2", title="T", venue=venue, dblp_key=dblp_key)


def _arxiv(journal_ref: str | None) -> SourceRecord:
    return SourceRecord(source="arxiv", title="T", arxiv_id="1712.05889", journal_ref=journal_ref)


@pytest.mark.parametrize(
    "acronym, record, expected",
    [
        ("NSDI", _s2("Symposium on Networked Systems Design and Implementation"), 1.0),
        (
            "OSDI",
            _s2("USENIX Symposium on Operating Systems Design and Implementation", "journals/corr/abs-1712-05889"),
            1.0,
        ),
        ("OSDI", _s2("2014 International Conference on Big Data Science and Computing"), 0.0),
        ("OSDI", _s2(""), None),
        ("OSDI", _s2("arXiv.org"), None),
        ("arXiv", _s2("arXiv.org"), 1.0),
        ("OSDI", _arxiv(None), None),
        ("OSDI", _arxiv("13th USENIX Symposium on Operating Systems Design and Implementation (OSDI 18)"), 1.0),
        ("OSDI", _arxiv("Accepted at SOSP 2019"), 0.0),
        ("OSDI", _arxiv("12 pages, 9 figures"), None),
        ("arXiv", _arxiv(None), 1.0),
    ],
)
def test_venue_matches_s2_and_arxiv_records(acronym, record, expected):
    assert venue_matches(acronym, record) == expected


@pytest.mark.parametrize(
    "acronym, record, expected",
    [
        # A journal that carries the conference's papers agrees with a list naming the conference.
        ("SIGGRAPH", _dblp("ACM Trans. Graph.", "journals/tog/X23"), 1.0),
        ("SIGGRAPH Asia", _s2("ACM Transactions on Graphics"), 1.0),
        ("OOPSLA", _dblp("Proc. ACM Program. Lang.", "journals/pacmpl/X23"), 1.0),
        ("POPL", _s2("Proceedings of the ACM on Programming Languages"), 1.0),
        ("FSE", _dblp("Proc. ACM Softw. Eng.", "journals/pacmse/X24"), 1.0),
        ("ICRA", _dblp("IEEE Robotics Autom. Lett.", "journals/ral/X23"), 1.0),
        ("CSCW", _s2("Proc. ACM Hum. Comput. Interact."), 1.0),
        # Not the other way round, and not for another venue.
        ("TOG", _dblp("SIGGRAPH (Conference Paper Track)", "conf/siggraph/X23"), 0.0),
        ("PLDI", _dblp("Proc. ACM Program. Lang.", "journals/pacmpl/X23"), 0.0),
        ("CVPR", _dblp("ACM Trans. Graph.", "journals/tog/X23"), 0.0),
        # Findings papers, a workshop at a conference, the VLDB Journal.
        ("EMNLP Findings", _dblp("EMNLP (Findings)", "conf/emnlp/X23"), 1.0),
        ("EMNLP", _arxiv("Findings of ACL: EMNLP 2021"), 1.0),
        ("ACL", _arxiv("Findings of ACL: EMNLP 2021"), 0.0),
        ("DL4C@ICLR", _dblp("ICLR", "conf/iclr/X22"), 1.0),
        ("VLDB", _dblp("VLDB J.", "journals/vldb/X22"), 0.0),
        ("VLDBJ", _dblp("VLDB J.", "journals/vldb/X22"), 1.0),
        ("Nature", _s2("Nature Machine Intelligence"), 0.0),
        ("NMI", _s2("Nature Machine Intelligence"), 1.0),
        ("PODS", _s2("ACM SIGACT-SIGMOD-SIGART Symposium on Principles of Database Systems"), 1.0),
        ("SIGMOD", _s2("ACM SIGACT-SIGMOD-SIGART Symposium on Principles of Database Systems"), 0.0),
    ],
)
def test_venue_matches_other_fields(acronym, record, expected):
    assert venue_matches(acronym, record) == expected


def test_a_corr_key_another_source_links_names_no_venue_of_its_record():
    """S2 links dblp's CoRR copy of a published paper whose conference record dblp lacks: its own venue counts."""
    linked = _s2(
        "ACM International Symposium on High-Performance Parallel and Distributed Computing",
        dblp_key="journals/corr/abs-2406-10707",
    )
    assert record_acronym(linked) == "HPDC"
    assert record_acronym(_s2(None, dblp_key="journals/corr/abs-2406-10707")) is None
    assert record_acronym(_dblp("CoRR", "journals/corr/abs-2406-10707")) == "arXiv"


def test_record_acronym_prefers_the_dblp_key():
    assert record_acronym(_dblp("USENIX Annual Technical Conference", "conf/usenix/X20")) == "ATC"
    assert record_acronym(_s2("European Conference on Computer Systems")) == "EuroSys"
    assert record_acronym(_s2("Some Unknown Symposium")) is None


@pytest.mark.parametrize(
    ("tag", "host"),
    [
        ("NAIC @ SIGCOMM", "SIGCOMM"),
        ("ML for Sys workshop @ NeurIPS", "NeurIPS"),
        ("SC Workshops", "SC"),
        ("NeurIPS Workshop", "NeurIPS"),
        ("FAST WiP", "FAST"),
        ("EuroMLSys@EuroSys", None),  # a workshop the table knows is a venue of its own
        ("SIGCOMM", None),
        ("Workshop on Hot Topics in Operating Systems", None),
    ],
)
def test_a_tag_naming_a_workshop_of_a_conference_gives_the_host(tag, host):
    found = workshop_host(tag)
    assert (found.acronym if found else None) == host


@pytest.mark.parametrize(
    "text, acronym",
    [
        ("Data Engineering, 2003. Proceedings. 19th International Conference on", "ICDE"),
        ("Computer Vision, 2003. Proceedings. Ninth IEEE International Conference on", "ICCV"),
    ],
)
def test_an_ieee_proceedings_title_written_inverted_names_its_conference(text, acronym):
    assert venue_for_name(text).acronym == acronym


@pytest.mark.parametrize(("tag", "acronym"), [("CVPRW", "CVPR"), ("ICCVW", "ICCV"), ("ECCVW", "ECCV")])
def test_a_conference_acronym_with_a_glued_w_names_its_workshops(tag, acronym):
    assert venue_for_acronym(tag).acronym == acronym


@pytest.mark.parametrize("tag", ["NOW", "SHOW", "LAW"])
def test_a_word_ending_in_w_is_no_workshop(tag):
    assert venue_for_acronym(tag) is None


@pytest.mark.parametrize(
    ("name", "acronym"),
    [
        ("Privacy Enhancing Technologies", "PoPETs"),
        ("Proceedings on Privacy Enhancing Technologies", "PoPETs"),
        ("Free and Open Communications on the Internet", "FOCI"),
        ("International Journal of Parallel Programming", "IJPP"),
        ("International Conference on Algorithms and Architectures for Parallel Processing", "ICA3PP"),
        ("Conference on Compilers, Architecture, and Synthesis for Embedded Systems", "CASES"),
    ],
)
def test_security_and_parallel_venues_written_out_are_known(name, acronym):
    assert venue_for_name(name).acronym == acronym


@pytest.mark.parametrize("written", ["Ann. Phys.", "Ann Phys", "Universe"])
def test_an_abbreviation_two_journals_share_names_neither(written):
    """'Ann. Phys.' is Annalen der Physik's and Annals of Physics's; 'Universe' is MDPI's journal and a heading."""
    assert venue_for_acronym(written) is None
    assert venue_for_name(written) is None


def test_a_list_naming_the_main_journal_agrees_with_a_record_in_its_letters():
    """ADS files MNRAS's Letters under MNRAS (and ApJ's under ApJ until 2010): a list naming the main journal agrees
    with a record in the letters, while a list naming the letters does not agree with the main journal."""
    letters = SourceRecord(source="s2", title="T", venue="Monthly Notices of the Royal Astronomical Society: Letters")
    main = SourceRecord(source="s2", title="T", venue="Monthly Notices of the Royal Astronomical Society")
    assert venue_matches("MNRAS", letters) == 1.0
    assert venue_matches("MNRAS Letters", main) == 0.0
    apjl = SourceRecord(source="s2", title="T", venue="The Astrophysical Journal Letters")
    apjs = SourceRecord(source="s2", title="T", venue="The Astrophysical Journal Supplement Series")
    assert venue_matches("ApJ", apjl) == 1.0
    assert venue_matches("ApJ", apjs) == 0.0
    assert venue_matches("ApJS", apjs) == 1.0
