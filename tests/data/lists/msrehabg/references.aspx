<%@ Page Title="" Language="C#" MasterPageFile="~/masterpages/module.master" AutoEventWireup="true" 
        CodeFile="references.aspx.cs" Inherits="secure_modules_module6_references" %>

<asp:Content ID="Content1" ContentPlaceHolderID="contentBreadcrumb" Runat="Server">
    Rehabilitation \ Full References
</asp:Content>
<asp:Content ID="Content2" ContentPlaceHolderID="contentSideBar" Runat="Server">
</asp:Content>
<asp:Content ID="Content3" ContentPlaceHolderID="contentMain" Runat="Server">
    <div class="module6page">
        <h1>
            References</h1>
             <div class="icon_reading">
        <ul class="references">
            <li><span>European Multiple Sclerosis Platform. Recommendations on Rehabilitation Services for Persons with Multiple Sclerosis. Rehabilitation in Multiple Sclerosis (RIMS), 2012.
            </span></li>
            <li><span>Wade DT. Stroke: rehabilitation and long-term care. <i>Lancet.</i> 1992; 339(8796):791-93.
            </span></li>
            <li><span>Gerold S, Cieza A, Melvin J. The international classification of functioning, disability and health: A unifying model for the conceptual 
                description of the rehabilitation strategy. <i>Journal of Rehabilitation Medicine</i>. 2007;39: 279-285.
            </span></li>


            <li><span>Khan F, Amatya B. Rehabilitation in multiple sclerosis: A systematic review of systematic reviews.<i> Archives of Physical Medicine and Rehabilitation.</i> 2017;98:353:67.
            </span></li>
            <li><span>World Health Organization. World report on disability. World Health Organization, 2011
            </span></li>
            <li><span>Feigenson, JS, Scheinberg, L, Catalano, M. The cost‐effectiveness of multiple sclerosis rehabilitation. A model. <i>Neurology.</i> 1981;31;1316.
            </span></li>


            <li><span>World Health Organization. International Classification of Functioning, Disability and Health: ICF. World Health Organization, 2001. 
            </span></li>
            <li><span>Stucki G, Reinhardt JD, Grimby G. Part II: Conceptual descriptions and domains for research. <i>Journal of Rehabilitative Medicine</i>. 2007;39:299-307. </span></li>
            <li><span>Stucki G, Ustün TB, Melvin J. Applying the ICF for the acute hospital and early post-acute rehabilitation facilities. <i>Disability and Rehabilitation.</i> 2005;27:349-352</span></li>



            <li><span>Stucki G, <i>et al</i>. Rationale and principles of early rehabilitation care after an acute injury or illness. <i>Disability and Rehabilitation.</i> 2005;27:353-359.
            </span></li>

           <%-- ----------------11--%>
            <li><span>Rauch A, Cieza A, Stucki G. How to apply the International Classification of Functioning Disability and health (ICF) for rehabilitation management 
                in clinical practice. <i>European Journal of Physical Rehabilitation Medicine</i>. 2008;44:439-442.</span></li>
            <li><span>Forster A, <i>et al</i>. Rehabilitation for older people in long-term care. <i>Cochrane Database of Systematic Reviews</i> (Online). 2009;1CD004294- PMID:19160233
            </span></li>
           
            <li><span>Khan F, <i>et al</i>. Multidisciplinary rehabilitation for adults with multiple sclerosis. <i>Cochrane Database of Systematic Reviews</i> (Online). 2007;2CD006036- PMID:17443610
            </span></li>
            <li><span>Lacasse Y, <i>et al</i>. Pulmonary rehabilitation for chronic obstructive pulmonary disease. <i>Cochrane Database of Systematic Reviews</i> (Online). 2006;4CD003793- PMID:17054186
            </span></li>



            <li><span>Davies EJ, <i>et al</i>. Exercise based rehabilitation for heart failure. <i>Cochrane Database of Systematic Reviews</i> (Online). 2010;4CD003331- PMID:20393935
            </span></li>
            <li><span>Gutenbrunner C, Ward AB, Chamberlain MA. White book on Physical and Rehabilitation Medicine in Europe. <i>Journal of Rehabilitation Medicine</i>. 2007;45:6-47. PMID:17206318</span></li>
            <li><span>Darrah J, Magil-Evans J, Adkins R. How well are we doing? Families of adolescents or young adults with cerebral palsy share their perceptions of service delivery. <i>Disability and Rehabilitation</i>. 2002;24:542-549. 4
            </span></li>
            
            
            <li><span>Elrod CS, DeJong G. Determinants of utilization of physical rehabilitation services for persons with chronic and disabling conditions: an exploratory study. <i>Archives of Physical Medicine and Rehabilitation</i>. 2008;89:114-120. 
            </span></li>         
            
            <li><span>Kroll T, Neri MT. Experiences with care co-ordination among people with cerebral palsy, multiple sclerosis, or spinal cord injury. <i>Disability and Rehabilitation</i>. 2003;25:1106-1114. 
            </span></li>
            
            
            <li><span> Neri MT, Kroll T. Understanding the consequences of access barriers to health care: experiences of adults with disabilities. <i>Disability and Rehabilitation</i>. 2003;25:85-96. PMID:12554383
            </span></li>
            


           <%-- ---------------------21--%>

            <li><span>Dejong G, <i>et al</i>. The organization and financing of health services for persons with disabilities. <i>The Milbank Quarterly</i>. 2002;80:261-301.</span></li>
            <li><span>Chi MJ, <i>et al</i>. Social determinants of emergency utilization associated with patterns of care. <i>Health Policy</i> (Amsterdam, Netherlands). 2009;93:137-142. PMID:19665250</span></li>
            <li><span>Hatano T, <i>et al</i>. Unmet needs of patients with Parkinson’s disease: interview survey of patients and caregivers. <i>The Journal of International Medical Research</i>. 2009;37:717-726. PMID:19589255</span></li>


            
            <li><span>Motl RW, McAuley E, Snook EM. Physical activity and multiple sclerosis: A meta-analysis. <i>Multiple Sclerosis</i>. 2005;11:459-463.
            </span></li>
            <li><span>Helland CB, Holmøy T, Gulbrandsen P. Barriers and facilitators related to rehabilitation stays in multiple sclerosis: A qualitative study. <i>International Journal of MS Care</i>. 2015;17:122-129.
            </span></li>
            <li><span>Khan F, Pallant JF, Brand C, Kilpatrick TJ. Effectiveness of rehabilitation intervention in persons with multiple sclerosis: a randomised controlled trial. <i>J Neurol Neurosurg Psychiatr</i>. 2008;79:1230–1235.
            </span></li>
            <li><span>Vaughn S, Mauk K, Jacelon C, <i>et al</i>. The competency model for professional rehabilitation nursing. <i>Rehabilitation Nursing</i>. 2015; 0:1–12
            </span></li>
            <li><span>Turner-Stokes, Lynne. Goal attainment scaling (GAS) in rehabilitation: a practical guide. <i>Clinical Rehabilitation</i>. 2009;23(4): 362-370.
            </span></li>

            <li><span>Hurn J, Kneebone I, Cropley M. Goal setting as an outcome measure: A systematic review. <i>Clinical Rehabilitation</i>. 2006;20(9):756-72.
            </span></li>
            <li><span>Young CA, Manmathan GP, Ward JC. Perceptions of goal setting in a neurological rehabilitation unit: a qualitative study of patients, carers and staff. <i>Journal of Rehabilitation Medicine</i>. 2008;40(3):190-194. 
            </span></li>

          <%--   ---------------------------31--%>

            <li><span>Multidisciplinary rehabilitation. In:A.J.Thompson editor. Neurological Rehabilitation of Multiple Sclerosis. London: Informa Healthcare, 2006
            </span></li>
            <li><span>Bloom LF, Lapierre NM, Wilson KG, <i>et al</i>. Concordance in goal setting between patients with multiple sclerosis and their rehabilitation team. <i>Am J Phys Med Rehabil</i>. 2006; 85: 807-13.
            </span></li>
            <li><span>Rheinard H, Polman C, Thompson A. Multiple sclerosis: Clinical challenges and controversies. CRC Press, 1997.
            </span></li><li><span>Multiple sclerosis: A focus on rehabilitation. 5<sup>th</sup> ed. 2012. National multiple sclerosis society.
            </span></li><li><span>Rodgers M, Mulcare J, King D, Mathews T. Gait characteristics of individuals with multiple sclerosis before and after a 6-month aerobic training program. <i>Journal of Rehabilitation Research and Development</i>. 1999;36:183.
            </span></li><li><span>Bovend’Eerdt TJH, Botell RE, Wade DT. Writing SMART rehabilitation goals and achieving goal attainment scaling: a practical guide. <i>Clin Rehabil</i>. 2009; 23: 352-61.
            </span></li><li><span>Whalley Hammel, K. The rehabilitation process, In M. Stokes, ed. ‘Physical management in neurological rehabilitation’, Elsevier, London 2004.
            </span></li><li><span>Stokes EK. Rehabilitation outcome measures. Edinburgh, Scotland: Churchill Livingstone. 2011.
            </span></li>
            
            <li><span>Joy JE, Johnson RB. Multiple sclerosis: Current status and strategies for the future. Washington DC: National Academy Press; 2001. 
            </span></li>

            <li><span>Hobart JC, Riazi A, Thompson AJ, <i>et al</i>. Getting the measure of spasticity in multiple sclerosis: the Multiple Sclerosis Spasticity Scale (MSSS-88). <i>Brain</i>. 2005;129:224-34.
            </span></li>
            
                <%-- -------------------------------41--%>

            <li><span>Krupp LB, LaRocca NG, Muir-Nash J, <i>et al</i>. The fatigue severity scale: application to patients with multiple sclerosis and systemic lupus erythematosus. <i>Archives of Neurology</i>. 1989;46:1121-3.
            </span></li><li><span> 
               Hervault M, Balto JM, Hubbard EA, <i>et al</i>. Reliability, precision, and clinically important change of the Nine-Hole Peg Test in individuals with multiple sclerosis. <i>Int J Rehabil Res</i>. 2017;40:91-3.
            </span></li><li><span>Motl R, W Balto, JM Ensari, <i>et al</i>. Self-efficacy and Walking Performance in Persons with Multiple Sclerosis. <i>Journal of Neurologic Physical Therapy</i>. 2017;41:114-8.
            </span></li>
            <li><span>Doble SE, Fisk JD, Fisher AG, <i>et al</i>. Functional competence of community-dwelling persons with multiple sclerosis using the assessment of motor and process skills. <i>Arch Phys Med Rehabil</i>. 1994;75:843-51.
            </span></li>
             <li><span>Silva PF, Quintino LF, Franco J, <i>et al</i>. Measurement properties and feasibility of clinical tests to assess sit-to-stand/stand-to-sit tasks in subjects with neurological disease: a systematic review. <i>Braz J Phys Ther</i>. 2014;18:99-110.</span></li>   
            <li><span> 
            Turner-Stokes, Lynne. "Goal attainment scaling (GAS) in rehabilitation: a practical guide." <i>Clinical Rehabilitation</i>. 2009;23.4: 362-370.  </span></li>
           
            <li><span>Khan F, Pallant JF, Turner-Stokes L. Use of Goal Attainment Scaling (GAS) in rehabilitation for persons with Multiple Sclerosis. <i>Archives of Physical Medicine and Rehabilitation</i>. 2008a. 89(4):652-9
            </span></li>
            
            
            <li><span>National Institute for Clinical Excellence (NICE). Management of multiple sclerosis in primary and secondary care. <i>Clinical guidelines</i> 8. London: NICE; 2003.</span></li>
            <li><span>Burks JS, Bigley GK, Hill HH. Rehabilitation challenges in multiple sclerosis. <i>Annals of Indian Academy of Neurology</i>. 2009; 12(4):296.
            </span></li>
            <li><span>European Multiple Sclerosis Platform. Recommendations on Rehabilitation Services for Persons with Multiple Sclerosis. Rehabilitation in Multiple Sclerosis (RIMS), 2012.</span></li>


            <%--                 51--%>

            <li><span>Bartlett YK, Sheeran P, Hawley MS. Effective behaviour change techniques in smoking cessation interventions for people with chronic obstructive pulmonary disease: A meta-analysis. <i>Br J Health Psychol</i>. 2014;19(1):181–203.</span></li>


            <li>              
                <span>Hankonen N, Sutton S, Prevost AT, <i>et al</i>. Which behaviour change techniques are associated with changes in physical activity, diet and body mass index in people with recently diagnosed diabetes? <i>Annals Behav Med</i>. 2014; 49(1): 7–17
            </span></li><li><span>Martin J, Chater A, Lorencatto F. Effective behaviour change techniques in the prevention and management of childhood obesity. <i>Int J Obesity</i>. 2013;37(10): 1287– 1294.
            </span></li><li><span>Wassem R, Dudley W. Symptom management and adjustment of patients with multiple sclerosis: a 4-year longitudinal intervention study. <i>Clinical Nursing Research</i>. 2003;12(1):102-117.
            </span></li><li><span>Sangelaji B, Smith CM, Paul L, <i>et al</i>. The effectiveness of behaviour change interventions to increase physical activity participation in people with multiple sclerosis: a systematic review and meta-analysis. <i>Clinical Rehabilitation</i>. 2016;30:559-76.
            </span></li><li><span>MS Australia. Strength and cardiorespiratory exercise for people with multiple sclerosis (MS). MS Practice - for health professionals. MS Australia; n.d. URL: <a href="https://www.msaustralia.org.au/about-ms/ms-practice">https://www.msaustralia.org.au/about-ms/ms-practice </a>
            </span></li><li><span>F. Bethoux, M. Sutliff, M. Harrison, <i>et al</i>. Mellen Centre Approaches: Rehabilitation in MS. Cleveland Clinic Mellen Centre for Multiple Sclerosis Treatment and Research. 2011. Accessed July 2017. URL: <a href="https://my.clevelandclinic.org/-/scassets/files/org/neurological/multiple-sclerosis/13-neu-550-rehab-fact-sheet.ashx?la=en">https://my.clevelandclinic.org/-/scassets/files/org/neurological/multiple-sclerosis/13-neu-550-rehab-fact-sheet.ashx?la=en </a>
            </span></li><li>
                <span>Ontaneda D, Rae-Grant AD. Management of acute exacerbations in multiple sclerosis. <i>Annals of Indian Academy of Neurology</i>. 2009;12(4):264-272. doi:10.4103/0972-2327.58283.
            </span></li><li><span>Craig J, Young CA, Ennis M, <i>et al</i>. A randomised controlled trial comparing rehabilitation against standard therapy in multiple sclerosis patients receiving intravenous steroid treatment. <i>Journal of Neurology, Neurosurgery & Psychiatry</i>.2003;74:1225-30.
            </span></li><li><span>Bethoux F, Miller DM, Kinkel RP. Recovery following acute exacerbations of multiple sclerosis: <i>From impairment to quality of like</i>. Mult Scler. 2001;7:137-42.
            </span></li>
            
          <%--continution --%>

            
              <%--    61--%>
            <li><span> Stevenson VL, Thompson AJ. The management of MS: current and future therapies. <i>Drugs of Today</i>. 1998;34:267–82.
            </span></li><li><span> Murray TJ. Diagnosis and treatment of multiple sclerosis. <i>BMJ</i>. 2006; 332(7540): 525–7.
            </span></li><li><span>Keller, JL, <i>et al</i>. Adapted resistance training improves strength in eight weeks in individuals with multiple sclerosis. <i>Journal of Visualized Experiments</i>. 2016;107: e53449-e53449.
            </span></li><li><span>Lanckhorst GJ. Rehabilitation of patients with multiple sclerosis. In: A Problem-Oriented Approach to Multiple Sclerosis, Acco, 1997.
            </span></li><li><span>Dalgas U, Stenager E. Exercise and disease progression in multiple sclerosis: can exercise slow down the progression of multiple sclerosis? <i>Ther Adv Neurol Disord</i>. 2012;5:81–95.
            </span></li><li><span>Dalgas U, Stenager E, Jakobsen J, <i>et al</i>. Fatigue, mood and quality of life improve in MS patients after progressive resistance training. <i>Mult Scler</i>. 2010;16:480–90.
            </span></li>
            <li><span>Mostert S, Kesselring J. Effects of a short-term exercise training program on aerobic fitness, fatigue, health perception and activity level of subjects with multiple sclerosis. <i>Mult Scler</i>. 2002;8:161–8.</span></li>
            
          
            <li><span>Motl RW, Pilutti LA. The benefits of exercise training in multiple sclerosis. <i>Nat Rev Neurol</i>. 2012;8:487–97.
            </span></li>
            <li><span>Schmidt S, Wonneberger M. Long-term endurance exercise improves aerobic capacity in patients with relapsing–remitting multiple sclerosis: impact of baseline fatigue. <i>Journal of the Neurological Sciences</i>. 2014;336:29-35.</span></li>
            <li><span>Fox RJ, Thompson A, Baker D, <i>et al</i>. Setting a research agenda for progressive multiple sclerosis: the International Collaborative on Progressive MS. <i>Mult Scler</i>. 2012;18(11):1534-40. 
            </span></li>

            <%--  71--%>
            <li><span>Barrett CL, Mann GE, Taylor PN, <i>et al</i>. A randomized trial to investigate the effects of functional electrical stimulation and therapeutic exercise on walking performance for people with multiple sclerosis. <i>Mult Scler</i>. 2009;15(4):493-504
            </span></li>
            <li><span>Briken S, Gold SM, Patra S, <i>et al</i>. Effects of exercise on fitness and cognition in progressive MS: a randomized, controlled pilot trial. <i>Mult Scler</i>. 2014;20(3):382-90
            </span></li>
            <li><span>Paoloni M, Giovannelli M, Mangone M, <i>et al</i>. Does giving segmental muscle vibration alter the response to botulinum toxin injections in the treatment of spasticity in people with multiple sclerosis? A single-blind randomized controlled trial. <i>Clin Rehabil</i>. 2013;27(9):803-12
            </span></li>
             <li><span>Klefbeck B, Hamrah Nedjad J. Effect of inspiratory muscle training in patients with multiple sclerosis. <i>Arch Phys Med Rehabil</i>. 2003;84(7):994-9.
            </span></li>
            <li><span>Lo AC, Triche EW. Improving gait in multiple sclerosis using robot-assisted, body weight supported treadmill training. <i>Neurorehabil Neural Repair</i>. 2008;22(6):661-71.
            </span></li>
            <li><span>Patti F, Ciancio MR, Cacopardo M, <i>et al</i>. Effects of a short outpatient rehabilitation treatment on disability of multiple sclerosis patients - A randomised controlled trial. <i>J Neurol</i>. 2003;250(7):861-6.
            </span></li>
             <li><span>Patti F, Ciancio MR, Reggio E, <i>et al</i>. The impact of outpatient rehabilitation on quality of life in multiple sclerosis. <i>J Neurol</i>. 2002;249(8):1027-33.
            </span></li>
            <li><span>Baker K, Cassidy E, Rone-Adams S. Therapeutic standing for people with multiple sclerosis: efficacy and feasibility [with consumer summary]. <i>Int J Ther Rehabil</i>. 2007;14(3):104-9.
            </span></li>
            <li><span>Ruet A, Deloire M, Charré-Morin J, <i>et al</i>. Cognitive impairment differs between primary progressive and relapsing-remitting MS. <i>Neurology</i>. 2013;80:1501-8.
            </span></li>
            <li><span>O’Brien AR, Chiaravalloti N, Goverover Y, <i>et al</i>. Evidenced-based cognitive rehabilitation for persons with multiple sclerosis: a review of the literature. <i>Arch Phys Med Rehabil</i>. 2008;89(4):761-9.
            </span></li>

           
           
            
           <%--   81--%>
          
           <li><span>Solari A, Motta A, Mendozzi L, <i>et al</i>. Computer-aided retraining of memory and attention in people with multiple sclerosis: a randomized, double-blind controlled trial. <i>J Neurol Sci</i>. 2004;222:99-104.
            </span></li><li><span>Mendozzi L, Motta A, Barbieri E, Alpini D, Pugnetti L. The application of virtual reality to document coping deficits after a stroke: report of a case. <i>Cyber Psychol Behav</i>. 1998;1:79-91.
            </span></li><li><span>Mendoza RJ, Pittenger DJ, Weinstein CS. Unit management of depression of patients with multiple sclerosis using cognitive remediation strategies: a preliminary study. <i>Neurorehabil Neural Repair</i>. 2001;15:9-14.
            </span></li><li><span>Chiaravalloti ND, DeLuca J, Moore NB, Ricker JH. Treating learning impairments improves memory performance in multiple sclerosis: a randomized clinical trial. <i>Mult Scler</i>. 2005;11:58-68.
            </span></li><li><span>Velikonja O, Curic K, Ozura, A, <i>et al</i>. Influence of sports climbing and yoga on spasticity, cognitive function, mood and fatigue in patients with multiple sclerosis. <i>Clinical Neurology and Neurosurgery</i>. 2010;112: 597–601
            </span></li><li><span>Motl RW, Gappmaier E, Nelson, K, <i>et al</i>. Physical activity and cognitive function in multiple sclerosis. <i>Journal of Sport and Exercise Psychology</i>. 2011;33:734–41.
            </span></li>
            <li><span>Moorhead S, Johnson M, Maas M, <i>et al</i>. Nursing Outcomes Classification (NOC)-E-Book: Measurement of Health Outcomes. 5<sup>th</sup> Edition. 2014. Elsevier Health Sciences.
            </span></li><li><span>Flachenecker P, Hartung HP. Course of illness and prognosis of multiple sclerosis. 1: The natural course of illness. <i>Nervenarzt</i>. 1996; 67:435-44.
            </span></li><li><span>Yadav V, Bever C, Bowen J, <i>et al</i>. Summary of evidence-based guideline: Complementary and alternative medicine in multiple sclerosis Report of the Guideline Development Subcommittee of the American Academy of Neurology. <i>Neurology</i>. 2014;82:1083-92.
            </span></li><li><span>Heesen, C, Bohm J, Reich C, <i>et al</i>. Patient perception of bodily functions in multiple sclerosis: Gait and visual function are the most valuable. <i>Multiple Sclerosis</i>. 2008;14:988-991.
            </span></li>
            
             <%--  91--%>

            <li><span>Thomson A, Giovannoni G, Marta M, <i>et al</i>. Importance of upper limb function in advanced multiple sclerosis. <i>Multiple Sclerosis Journal</i>. 2016;22:676. 
            </span></li><li><span>Bennett, <i>et al</i>. Validity, reliability, and sensitivity of three gait measures in multiple sclerosis. <i>Journal of MS Care</i>. 2010;12(Supp 1) 10.
            </span></li><li><span>Cohen ET, Potter K, Allen DD, <i>et al</i>. Selecting rehabilitation outcome measures for people with multiple sclerosis. <i>International Journal of MS Care</i>. 2015;17(4), 181-89.
            </span></li><li><span>Motl RW, Arnett PA, Smith MM, Barwick FH, Ahlstrom B, Stover EJ. Worsening of symptoms is associated with lower physical activity levels in individuals with multiple sclerosis. <i>Mult Scler</i>. 2008;14:140–2.
            </span></li><li><span>Motl RW. Physical activity and irreversible disability in multiple sclerosis. <i>Exerc Sport Sci Rev</i>. 2010;38:186–91.
            </span></li><li><span>European Multiple Sclerosis Platform. Recommendations on Rehabilitation Services for Persons with Multiple Sclerosis. Rehabilitation in Multiple Sclerosis (RIMS), 2012. 
            </span></li>
            <li><span>Latimer-Cheung AE, Pilutti LA, Hicks AL, <i>et al</i>. Effects of exercise training on fitness, mobility, fatigue, and health-related quality of life among adults with multiple sclerosis: a systematic review to inform guideline development. <i>Arch Phys Med Rehabil</i>. 2013;94:1800–28.
            </span></li><li><span>Bisht B, Darling, WG, Grossmann RE, <i>et al</i>. A multimodal intervention for patients with secondary progressive multiple sclerosis: feasibility and effect on fatigue. <i>The Journal of Alternative and Complementary Medicine</i>. 2014;20:347-55.
            </span></li><li><span>Gibson BE. Stretching for People with MS. An Illustrated Manual. The National Multiple Sclerosis Society New York. 2004
            </span></li>
            <%--<li><span>Cantorna MT. Vitamin D, multiple sclerosis and inflammatory bowel disease. <i>Arch Biochem Biophys</i> 2011; 523(1): 103–6.
            </span></li>--%>
            
            
              <%-- 101--%> 

            <li><span>Beer S, Aschbacher B, Manoglou D, <i>et al</i>. Robot-assisted gait training in multiple sclerosis: a pilot randomized trial. <i>Mult Scler</i>. 2008; 14: 231-236. 
            </span></li><li><span>Johansson S, Ytterberg C, Claesson IM, <i>et al</i>. High concurrent presence of disability in multiple sclerosis. Associations with perceived health. <i>J Neurol</i>. 2007; 254: 767-73.
            </span></li><li><span>Hartung HP, Arnold D, Freedman M, <i>et al</i>. ASCEND Phase 3 Trial Open-Label Extension Study Results: Natalizumab May Delay Disability Progression in Secondary Progressive Multiple Sclerosis (SPMS)). <i>Neurology</i>. 2017;88:P5-330.
            </span></li><li><span>Lamers I, Kelchtermans S, Baert I, <i>et al</i>. Upper limb assessment in multiple sclerosis: a systematic review of outcome measures and their psychometric properties. <i>Arch Phys Med Rehabil</i>.2014;6:1184-200.
            </span></li>
            <li><span>Mathiowetz V, Weber K, Kashman N, Volland G. Adult norms for the nine hole peg test of finger dexterity. <i>The Occupational Therapy Journal of Research</i>. 1985; 5(1), 24-38.</span></li>
           <li><span>Lamers I, Kelchtermans, S, Baert I, <i>et al</i>. Upper limb assessment in multiple sclerosis: a systematic review of outcome measures and their psychometric properties. <i>Arch Phys Med Rehabil</i>. 2014;6:1184-1200.
            </span></li>
            <li><span>Erasmus L, Sarno S, Albrecht H, Schwecht M, Pöllmann W, König N. Measurement of ataxic symptoms with a graphic tablet: standard values in controls and validity in Multiple Sclerosis patients. <i>J Neurosci Methods</i>. 2001; 108: 25-37.</span></li>
            <li><span>Feys P, Duportail M, Kos D, Van Asch P, Ketelaer P. Validity of the TEMPA for the measurement of upper limb function in multiple sclerosis. <i>Clin Rehabil</i>. 2002;16: 166-173
            </span></li><li><span>Mark VW, Taub E, Bashir K, <i>et al</i>. Constraint-Induced Movement therapy can improve hemiparetic progressive multiple sclerosis. Preliminary findings. <i>Mult Scler</i>. 2008; 14: 992-994
            </span></li><li><span>Kwakkel G, Kollen BJ, Krebs HI: Effects of robot-assisted therapy on upper limb recovery after stroke: a systematic review. <i>Neurorehabil Neural Repair</i>. 2008, 22:111-21.
            </span></li>
            
             <%--   111--%>
            <li><span>Spooren AI, Timmermans AA, HA Seelen. Motor training programs of arm and hand in patients with MS according to different levels of the ICF: a systematic review. <i>BMC Neurology</i>. 2012;12:49.
            </span></li><li><span>Koch M, Mostert J, Heersema D, De Keyser J. Tremor in multiple sclerosis. <i>J Neurol</i>. 2007; 254: 133-145. 
            </span></li><li><span>Widener GL, Allen DD, Gibson-Horn C. Randomized clinical trial of balance-based torso weighting for improving upright mobility in people with multiple sclerosis. <i>Neurorehabil Neural Repair</i>. 2009; 23: 784-791.
            </span></li><li><span>Albrecht H. Lokale Eisapplikation in der Therapie der gliedkinetischen Ataxie. <i>Nervenarzt</i>. 1998; 69: 1066-1073.
            </span></li><li><span>Feys P, Helsen W, Liu X, <i>et al</i>. Effects of peripheral cooling on intention tremor in multiple sclerosis. <i>J Neurol Neurosurg Psychiatry</i>. 2005b; 76: 373-379
            </span></li><li><span>Feys P, Romberg A, Ruutiainen J, Ketelaer P. Interference of upper limb tremor on daily life activities in people with multiple sclerosis. <i>Occupational Therapy in Health Care</i>. 2004; 17: 81-95.
            </span></li>
            <li><span>Kate Wilkinson - The Multiple Sclerosis Society (2015). MS Essentials (04) - Tremor
            </span></li><li><span>Petajan JH, Gappmaier E, White AT, <i>et al</i>. Impact of aerobic training on fitness and quality of life in multiple sclerosis. <i>Annals of Neurology</i>. 1996; 39(4), 432-441.
            </span></li>
            <li><span>Dorans KS, Massa J, Chitnis T, Ascherio A, Munger KL. Physical activity and the incidence of multiple sclerosis. <i>Neurology</i>. 2016; 87(17), 1770-1776.</span></li>
            <li><span>Rampello A, Franceschini M, Piepoli M, Antenucci R. Effect of aerobic training on walking capacity and maximal exercise tolerance in patients with multiple sclerosis: a randomized crossover controlled study. <i>Physical Therapy</i>. 2007; 87(5), 545.</span></li>


             <%--   121--%>
            <li><span>Newman MA, Dawes H, Van den Berg M, <i>et al</i>. Can aerobic treadmill training reduce the effort of walking and fatigue in people with multiple sclerosis: a pilot study. <i>Multiple Sclerosis</i>. 2007; 13(1), 113-119.
            </span></li>
            <li><span>Sutherland G, Andersen MB, Stoové MA. Can aerobic exercise training affect health-related quality of life for people with multiple sclerosis? <i>Journal of Sport and Exercise Psychology</i>. 2001; 23(2), 122-135.</span></li>


            <li><span>Dalgas U, <i>et al</i>. Fatigue, mood and quality of life improve in MS patients after progressive resistance training. <i>Mult Scler</i>. 2010; 16: 480-490.
            </span></li><li><span>Browne C, Salmon N, Kehoe M. Bladder dysfunction and quality of life for people with multiple sclerosis. <i>Disabil Rehabil</i>. 2015; 37(25):2350-8
            </span></li><li><span>De Ridder D, Ost D, Van der Aa F, <i>et al</i>. Conservative bladder management in advanced multiple sclerosis. <i>Multiple Sclerosis Journal</i>. 2005; 11(6), 694-699.
            </span></li>
            <li><span>Lúcio A, Dʼancona CA, Perissinotto MC, <i>et al</i>. Pelvic floor muscle training with and without electrical stimulation in the treatment of lower urinary tract symptoms in women with multiple sclerosis. <i>J Wound Ostomy Continence Nurs</i>. 2016; 43(4):414-9.
            </span></li><li><span>Chia Y, Fowler C, Kamm M, Henry MM, Lemieux MC, Swash M. Prevalence of bowel dysfunction in patients with multiple sclerosis and bladder dysfunction. <i>J Neurol</i>. 1995;242:105-8.
            </span></li><li><span>Hinds J, Eidelman B, Wald A. Prevalence of bowel dysfunction in multiple sclerosis. <i>Gastroenterology</i>. 1990;98:1532-42.  
            </span></li><li><span>Burks JS, Bigley GK, Hill HH. Rehabilitation challenges in multiple sclerosis. <i>Annals of Indian Academy of Neurology</i>. 2009; 12(4), 296.
            </span></li><li><span>Amatya B, Elmalik A, Lowe M, Khan F. Evaluation of the structured bowel management program in inpatient rehabilitation: a prospective study. <i>Disability and Rehabilitation</i>. 2016; 38(6), 544-551.
            </span></li>
            
             <%--  131--%>
            <li><span>Dibley L, Coggrave M, McClurg D, Woodward S, Norton C. "It's just horrible": a qualitative study of patients' and carers' experiences of bowel dysfunction in multiple sclerosis. <i>J Neurol</i>. 2017;264(7):1354 – 61 
            </span></li>
            <li><span>Guan XL, Wang H, Huang HS, Meng L. Prevalence of dysphagia in multiple sclerosis: a systematic review and meta-analysis. <i>Neurological Sciences</i>. 2015; 36(5), 671-681.</span></li>
            <li><span>Prosiegel M, Schelling A, Wagner-Sonntag E. Dysphagia and multiple sclerosis. <i>International MS Journal</i>. 2004;11, 22-31.</span></li>

            <li><span>Giusti A, Giambuzzi M. Management of dysphagia in patients affected by multiple sclerosis: state of the art. <i>Neurological Sciences</i>. 2008; 29, 364-366.
            </span></li>
            <li><span>Singh S, Hamdy S. Dysphagia in stroke patients. <i>Postgraduate Medical Journal</i>. 2006; 82(968), 383-391.
            </span></li><li><span>Terre-Boliart R, Orient-Lopez F, Guevara-Espinosa D, <i>et al</i>. Oropharyngeal dysphagia in patients with multiple sclerosis. <i>Revista de Neurologia</i>. 2003; 39(8), 707-710.
            </span></li><li><span>McHorney CA, Robbins J, Lomax K, <i>et al</i>. The SWAL–QOL and SWAL–CARE outcomes tool for oropharyngeal dysphagia in adults: III. Documentation of reliability and validity. <i>Dysphagia</i>. 2002; 17(2), 97-114.
            </span></li><li><span>Einarsson U, Gottberg K, Fredrikson S, <i>et al</i>. Activities of daily living and social activities in people with multiple sclerosis in Stockholm County. <i>Clin Rehab</i>. 2006;20:543–51 
            </span></li>
            <li><span>Rehabilitation. MS in Focus 2006;issue 7</span></li>
            <li><span>Svestkova O, Angerova Y, Sladkova P, <i>et al</i>. Functioning and disability in multiple sclerosis. <i>Disabil Rehabil</i>. 2010;32 Suppl 1:S59-67.</span></li>


             <%--  141--%>

            <li><span>Andreasen AK, Stenager E, Dalgas U. The effect of exercise therapy on fatigue in multiple sclerosis. <i>Mult Scler</i>. 2011; 17(9): 1041-54.
            </span></li>
            <li><span>Dalgas U, Stenager E, Ingemann-Hansen T. Multiple sclerosis and physical exercise: recommendations for the application of resistance-, endurance- and combined training. <i>Mult Scler</i>. 2008; 14(1): 35-53.</span></li>

            <li><span>Krupp L. Fatigue. Philadelphia: Elsevier Science; 2003 
            </span></li><li><span>Khan F, Amatya B, Galea M. Management of fatigue in persons with multiple sclerosis. <i>Front Neurol</i>.2014;5:177.
            </span></li>
            <li><span>De Groot V, Beckerman H, The TREFAMS Study Group. Rehabilitation to treat MS-related fatigue: the TREFAMS research programme. 2016; ECTRIMS Online Library;146997. Accessed July 2017. URL:<a href="https://onlinelibrary.ectrimscongress.eu/ectrims/2016/32nd/146997/vincent.de.groot.rehabilitation.to.treat.ms-related.fatigue.the.trefams.html?f=m3" target="_blank"> https://onlinelibrary.ectrimscongress.eu/ectrims/2016/32nd/146997/vincent.de.groot.rehabilitation.to.treat.ms-related.fatigue.the.trefams.html?f=m3 </a>
                </span></li>
            
         
            <li><span>Whitehead L. The measurement of fatigue in chronic illness: a systematic review of unidimensional and multidimensional fatigue measures. <i>Journal of Pain and Symptom Management</i>. 2009;37:107-28.
            </span></li><li><span>Meads D, Doward L, McKenna S, <i>et al</i>. The development and validation of the unidimensional fatigue impact scale (U-FIS). <i>Multiple Sclerosis</i>. 2009;10:1228–38.
            </span></li><li><span>Penner I, Raselli C, Stocklin M, <i>et al</i>. The fatigue scale for motor and cognitive functions (FSMC): Validation of a new instrument to assess multiple sclerosis-related fatigue. <i>Multiple Sclerosis</i>.2009;15:1509–17.
            </span></li><li><span>Krupp LB, LaRocca NG, Muir-Nash J, Steinberg AD. The fatigue severity scale. Application to patients with multiple sclerosis and systemic lupus erythematosus. <i>Arch Neurol</i>. 1989; 46: 1121-1123.
            </span></li><li><span>Tellez N, Rio J, Tintore M, Nos C, Galan I, Montalban X. Does the Modified Fatigue Impact Scale offer a more comprehensive assessment of fatigue in MS? <i>Multiple Sclerosis Journal</i>. 2005; 11(2), 198-202.
            </span></li>
            
            

              <%-- 151--%>
            <li><span>Kos D, Kerckhofs E, Carrea I, Verza R, Ramos M, Jansa J. Evaluation of the Modified Fatigue Impact Scale in four different European countries. <i>Multiple Sclerosis</i>. 2005; 11(1): 76-80.
            </span></li><li><span>Safari R, Van der Linden ML, Mercer TH. Effect of exercise interventions on perceived fatigue in people with multiple sclerosis: synthesis of meta-analytic reviews. <i>Neurodegener Dis Manag</i>. 2017;3:219-30.
            </span></li><li><span>Heine M, van de Port I, Rietberg MB, van Wegen EE, Kwakkel G. Exercise therapy for fatigue in multiple sclerosis. 2015; The Cochrane Library.
            </span></li><li><span>Langeskov-Christensen M, Bisson EJ, Finlayson ML, <i>et al</i>. Potential pathophysiological pathways that can explain the positive effects of exercise on fatigue in multiple sclerosis: A scoping review. <i>J Neurol Sci</i>.2017;373:307-20.
            </span></li>
            <li><span>Asano M, Finlayson ML. Meta-analysis of three different types of fatigue management interventions for people with multiple sclerosis: exercise, education, and medication. <i>Multiple sclerosis international</i>. 2014; 798285</span></li>
            <li><span>Dodd KJ, Taylor NF, Shields N, <i>et al</i>. Progressive resistance training did not improve walking but can improve muscle performance, quality of life and fatigue in adults with multiple sclerosis: a randomized controlled trial. <i>Multiple Sclerosis Journal</i>. 2011; 17(11), 1362-1374.
            </span></li><li><span>Dalgas U, Stenager E, Jakobsen J, Petersen T, Overgaard K, Ingemann- Hansen T. Muscle fibre size increases following resistance training in multiple sclerosis. <i>Mult Scler</i>. 2010; 16(11): 1367-76.
            </span></li><li><span>Oken BS, Kishiyama S, Zajdel D, <i>et al</i>. Randomized controlled trial of yoga and exercise in multiple sclerosis. <i>Neurology</i>. 2004; 62(11): 2058-64.
            </span></li><li><span>Rasova K, Havrdova E, Brandejsky P, Zálišová M, Foubikova B, Martinkova P. Comparison of the influence of different rehabilitation programmes on clinical, spirometric and spiroergometric parameters in patients with multiple sclerosis. <i>Mult Scler</i>. 2006; 12(2): 227-34.
            </span></li><li><span>Collett J, Dawes H, Meaney A, <i>et al</i>. Exercise for multiple sclerosis: a single-blind randomized trial comparing three exercise intensities. <i>Mult Scler</i>. 2011; 17(5): 594-603.
            </span></li>
            
            
                   <%--  161--%>

            <li><span>Sabapathy NM, Minahan CL, Turner GT, Broadley SA. Comparing endurance-and resistance-exercise training in people with multiple sclerosis: a randomized pilot study. <i>Clinical Rehabilitation</i>. 2011; 25(1), 14-24.
            </span></li><li><span>Borg G. Psychophysical scaling with applications in physical work and the perception of exertion. <i>Scandinavian Journal of Work, Environment & Health</i>. 1990; 55-58.
            </span></li><li><span>Nedeljković U, Dubljanin-Raspopović E, Ilić N, Dačković  J,Dujmović I. Endurance and resistance training in rehabilitation of patients with multiple sclerosis. <i>Vojnosanitetski Pregled</i>. 2014; 71(10), 963-968.
            </span></li><li><span>American College of Sports Medicine. ACMS's guidelines for exercise testing and prescription. 9th ed. Philadelphia: Lippincot Williams and Wilkins; 2014. 
            </span></li>
            <li><span>Mathiowetz VG, Finlayson ML, Matuska KM, Chen HY, Luo P. Randomized controlled trial of an energy conservation course for persons with multiple sclerosis. <i>Multiple Sclerosis</i>. 2005;11(5), 592-601.</span></li>
            <li><span>Packer TL, Brink N, Sauriol A. Managing fatigue: a six-week course for energy conservation. Tucson (AZ): Therapy Skill Builders; 1995. 
            </span></li>
            <li><span>Blikman LJ, Huisstede BM, Kooijmans H, <i>et al</i>. Effectiveness of energy conservation treatment in reducing fatigue in multiple sclerosis: a systematic review and meta-analysis. <i>Arch Phys Med Rehabil</i>. 2013;94:1360-76.</span></li>
            <li><span>Blikman LJ, van Meeteren J, Twisk JW, <i>et al</i>. Effectiveness of energy conservation management on fatigue and participation in multiple sclerosis: A randomized controlled trial. <i>Multiple Sclerosis Journal</i>. 2017; 10.1177/1352458517702751. </span></li>
             <li><span>Wendebourg MJ, Feddersen LK, Lau S, <i>et al</i>. Development and Feasibility of an Evidence-Based Patient Education Program for Managing Fatigue in Multiple Sclerosis: The “Fatigue Management in MS” Program (FatiMa). <i>International Journal of MS Care</i>. 2016;18(3), 129-137. 
            </span></li><li><span>Van Kessel K, Moss-Morris R. Understanding multiple sclerosis fatigue: A synthesis of biological and psychological factors. <i>J Psychosom Res</i>. 2006;61:583-85.
            </span></li>
            
            
            <%--  171--%>
            <li><span>van den Akker LE, Beckerman H, Collette EH, <i>et al</i>. Cognitive behavioral therapy positively affects fatigue in patients with multiple sclerosis: Results of a randomized controlled trial. <i>Multiple Sclerosis Journal</i>. 2017 1352458517709361.
            </span></li><li><span>Free C, Phillips G, Galli L, <i>et al</i>. The effectiveness of mobile-health technology-based health behaviour change or disease management interventions for health care consumers: a systematic review. <i>PLoS Med</i>. 2013;10:e1001362.
            </span></li><li><span>Berger BA, Liang H, Hudmon KS. Evaluation of software-based telephone counseling to enhance medication persistency among patients with multiple sclerosis. <i>J Am Pharm Assoc</i>. 2005;4:466-72.
            </span></li>
            <li><span>Kargarfard M, Etemadifar M, Baker P, Mehrabi M, Hayatbakhsh R. Effect of aquatic exercise training on fatigue and health-related quality of life in patients with multiple sclerosis. <i>Archives of physical medicine and rehabilitation</i>. 2012; 93(10), 1701-1708.
            </span></li><li><span>Klugman TM, Rose E. Perceptions of the impact of speech, language, swallowing, and hearing difficulties on quality of life of a group of South African persons with multiple sclerosis. <i>Folia Phoniatr Log</i>. 2002; 54: 201-221. 
            </span></li><li><span>Chiaravalloti ND, DeLuca J. Cognitive impairment in multiple sclerosis. <i>Lancet Neurology</i>. 2008; 7: 1139 – 1151. 

                    </span></li>
            <li><span>Bringfelt PA, Hartelius L, Runmarker B: Communication problems and multiple sclerosis: 9-year follow-up. <i>Int J MS Care</i>. 2006; 8: 130-140. 
            </span></li>
            <li><span>Chiaravalloti ND, DeLuca J. Cognitive impairment in multiple sclerosis. <i>Lancet Neurology</i>. 2008; 7: 1139 - 1151
            </span></li><li><span>O‘Brien AR, Chiaravalloti N, Goverover Y, DeLuca J. Evidenced-based cognitive rehabilitation for persons with multiple sclerosis: a review of the literature. <i>Arch Phys Med Rehabil</i>. 2008; 89: 761-69.
            </span></li><li><span>Communication and swallowing problems. Information, education, research and support. Multiple Sclerosis Trust www.mstrust.org.uk

                    </span></li>
            











             <%--  181--%>

            <li><span>Langdon DW, Thompson AJ. Multiple sclerosis: a preliminary study of selected variables affecting rehabilitation outcome. <i>Mult Scler</i>. 1999; 5: 94-100. 
            </span></li><li><span>Collis J, Bloch S. Survey of UK speech and language therapists’ assessment and treatment practices for people with progressive dysarthria. <i>International journal of language & communication disorders</i>. 2012;47(6), 725-737. 
            </span></li><li><span>Enderby PM, Palmer R. (2008). FDA-2: Frenchay Dysarthria Assessment: Examiner's Manual. Pro-ed.
            </span></li><li><span>Robertson SJ, Thomson F. Speech therapy in Parkinson's disease: a study of the efficacy and long term effects of intensive treatment. <i>International Journal of Language & Communication Disorders</i>. 1984;19(3), 213-224.
            </span></li><li><span>Enderby P, John A, Petheram B. (1997). Therapy outcome measures. Physiotherapy, Occupational Therapy, Rehabilitation Nursing.
            </span></li><li><span>Jacobson BH, Johnson A, Grywalski C, <i>et al</i>. The voice handicap index (VHI) development and validation. <i>American Journal of Speech-Language Pathology</i>. 1997;6(3), 66-70.
            </span></li>
            <li><span>Melfi RS, Garrison SJ. Communication Disorders. eMedicine Specialties > Physical Medicine and Rehabilitation > Rehabilitation Protocols. Updated September 2015.
            </span></li><li><span>Yorkston KM, Klasner ER, Bowen J, <i>et al</i>. Characteristics of multiple sclerosis as a function of the severity of speech disorders. <i>J Med Speech Lang Pathol</i>. 2003; 11: 73-85
            </span></li><li><span>Yorkston KM, Baylor CR, Klasner ER, <i>et al</i>. Satisfaction with communicative participation as defined by adults with multiple sclerosis: a qualitative study. <i>J Commun Disord</i>. 2007a; 40: 433-51. 

            </span></li>
            <li><span>Rehabilitation in Multiple Sclerosis. Special Interest Group Communication & Swallowing. Booklet: Renom M, Nota, Martinell, Gustavson, Warinowski, Terré R: Talking about communication in MS. www.rims.be
            </span></li>
            
            
              <%-- 191--%> 

            <li><span>Sapir S, Pawlas AA, Ramig LO, Seeley E, Fox C, Corboy J. Effects of intensive phonatory-respiratory treatment (LSVT) on voice in two individuals with multiple sclerosis. <i>J Med Speech Lang Pathol</i>. 2001;9:141-151. 
            </span></li><li><span>Chiara T, Martin D, Sapienza C. Expiratory muscle strength training: speech production outcomes in patients with multiple sclerosis. <i>Neurorehabil Neural Repair</i>. 2007; 21: 239-249. 
            </span></li><li><span>Osterman T, Schmid W. Music therapy in the treatment of multiple sclerosis: a comprehensive literature review. <i>Exp Rev Neurotherapeutics</i>. 2006; 6: 469-477.
            </span></li><li><span>Yorkston KM, Hakel M, Beukelman DR, Fager S. Evidence for effectiveness of treatment of loudness, rate, or prosody in dysarthria: a systematic review. <i>J Med Speech Lang Pathol</i>. 2007b; 15: xi-xxxvi
            </span></li>
            <li><span>van Nuffelen G, de Bodt M, Wuyts F, van de Heyning P. The effect of rate control on speech rate and intelligibility of dysarthric speech. <i>Folia Phoniatr Logop</i>. 2009; 61: 69-75. </span></li>
           <li><span>Hanson EK, Yorkston KM, Beukelman DR. Speech supplementation techniques for dysarthria: a systematic review. <i>J Med Speech Lang Pathol</i>. 2004; 12: ix-xxix
            </span></li>
            <li><span>Gunn H, Cattaneo D, Finlayson M, <i>et al</i>. Home or away? Choosing a setting for a falls prevention program for people with MS. <i>Int J MS Care</i>. 2014; 16(4): 186–191.</span></li>
            <li><span>Khan F, Turner-Stokes L, Ng L, Kilpatrick T. Multidisciplinary rehabilitation for adults with multiple sclerosis. <i>The Cochrane Database of Systematic Reviews</i>. 2007;no. 2, Article ID CD006036.
            </span></li><li><span>Dickinson A, Machen I, Horton K, Jain D, Maddex T. Fall prevention in the community: what older people say they need. <i>Br J Community Nurs</i>. 2006;16:174–180.
            </span></li><li><span>Pozzilli C, Brunetti M, Amicosante AM, <i>et al</i>. Home based management in multiple sclerosis: results of a randomised controlled trial. <i>J Neurol Neurosurg Psychiatry</i>. 2002;73(3):250–5.
            </span></li>
            
             <%--   201--%>
            <li><span>Donze C. Update on rehabilitation in multiple sclerosis. <i>Presse Med</i>. 2015;44(4 Pt 2):e169-76.
            </span></li><li><span>Prosperini L, Fortuna D, Giannì C, <i>et al</i>. Home-based balance training using the Wii balance board: a randomized, crossover pilot study in multiple sclerosis. <i>Neurorehabil Neural Repair</i>. 2013;27(6):516–25.
            </span></li><li><span>DeBolt LS, McCubbin JA. The effects of home-based resistance exercise on balance, power, and mobility in adults with multiple sclerosis. <i>Arch Phys Med Rehabil</i>. 2004;85(2):290–7.
            </span></li><li><span>Conklyn D, Stough D, Novak EA, <i>et al</i>. Home-based walking program using rhythmic auditory stimulation improves gait performance in patients with multiple sclerosis: a pilot study. <i>Neurorehabil Neural Repair</i>. 2010;24(9):835–42.
            </span></li><li><span>Carter AM, Daley AJ, Kesterton SW, Woodroofe NM, Saxton JM, Sharrack B. Pragmatic exercise intervention in people with mild to moderate multiple sclerosis: a randomised controlled feasibility study. <i>Contemp Clin Trials</i>. 2013;35:40-47
            </span></li><li><span>Aydin T, Akif Sarıyıldız M, Guler M, <i>et al</i>. Evaluation of the effectiveness of home based or hospital based calisthenic exercises in patients with multiple sclerosis. <i>Eur Rev Med Pharmacol Sci</i>. 2014;18(8):1189-98.
            </span></li>
            <li><span>Paul L, Coulter EH, Miller L, McFadyen A, Dorfman J, Mattison PG. Web-based physiotherapy for people moderately affected with Multiple Sclerosis; quantitative and qualitative data from a randomized, controlled pilot study. <i>Clin Rehabil</i>. 2014;28(9):924-35.
            </span></li><li><span>Plow M, Finlayson M. Potential benefits of nintendo wii fit among people with multiple sclerosis: a longitudinal pilot study. <i>Int J MS Care</i>. 2011;13(1):21-30. 
            </span></li>
            <li><span>Ortiz-Gutiérrez R, Cano-de-la-Cuerda R, Galán-del-Río F, <i>et al</i>. A telerehabilitation program improves postural control in multiple sclerosis patients: a Spanish preliminary study. <i>Int J Environ Res Public Health</i>. 2013;10(11):5697-710.</span></li>
            <li><span>Clemson L, Fiatarone Singh MA, <i>et al</i>. Integration of balance and strength training into daily life activity to reduce rate of falls in older people (the LiFE study): randomised parallel trial. <i>BMJ</i>. 2012;345:e4547. </span></li>


             <%--   211--%>
            <li><span>Bunn F, Dickinson A, Barnett-Page E, McInnes E, Horton K. A systematic review of older people's perceptions of facilitators and barriers to participation in falls-prevention interventions. <i>Ageing Soc</i>. 2008;28:449–472
            </span></li>
            <li><span>Haselkorn JK, Hughes C, Rae-Grant A, <i>et al</i>. Summary of comprehensive systematic review: Rehabilitation in multiple sclerosis: Report of the Guideline Development, Dissemination, and Implementation Subcommittee of the American Academy of Neurology. <i>Neurology</i>. 2015;85(21):1896-903. </span></li>


            <li><span>Aubrey G, Demain S. Perceptions of group exercise in the management of multiple sclerosis. <i>Int J Ther Rehabil</i>. 2012;19:557–565.
            </span></li><li><span>Rimmer JH, Riley B, Wang E, Rauworth A, Jurkowski J. Physical activity participation among persons with disabilities. <i>Am J Prev Med</i>. 2004;26:419–425
            </span></li><li><span>Plow MA, Resnik L, Allen SM. Exploring physical activity behaviour of persons with multiple sclerosis: a qualitative pilot study. <i>Disabil Rehabil</i>. 2009;31:1652–1665.
            </span></li>
            <li><span>Learmonth YC, Marshall-McKenna R, Paul L, Mattison P, Miller L. A qualitative exploration of the impact of a 12-week group exercise class for those moderately affected with multiple sclerosis. <i>Disabil Rehabil</i>. 2013;35:81–88
            </span></li><li><span>Keating A, Lee AL, Holland AE. Lack of perceived benefit and inadequate transport influence uptake and completion of pulmonary rehabilitation in people with chronic obstructive pulmonary disease: a qualitative study. <i>J Physiother</i>. 2011;57:183–190.
            </span></li><li><span>Child S, Goodwin V, Garside R, Jones-Hughes T, Boddy K, Stein K. Factors influencing the implementation of fall-prevention programmes: a systematic review and synthesis of qualitative studies. <i>Implement Sci</i>. 2012;7:91.
            </span></li><li><span>Smith C, Hale L, Olson K, Schneiders AG. How does exercise influence fatigue in people with multiple sclerosis? <i>Disabil Rehabil</i>. 2009;31:685–692.
            </span></li><li><span>Khan F, Amatya B, Turner-Stokes L. Symptomatic therapy and rehabilitation in primary progressive multiple sclerosis. <i>Neurol Res Int</i>. 2011;2011:740505
            </span></li>
            
             <%--  221--%>
            <li><span>Freeman JA, Langdon DW, Hobart JC, Thompson AJ. The impact of inpatient rehabilitation on progressive multiple sclerosis. <i>Ann Neurol</i>. 1997;42(2):236–44.
            </span></li>
            <li><span>Arnold E, Bruton A, Ellis-Hill C. Adherence to pulmonary rehabilitation: a qualitative study. <i>Respir Med</i>. 2006 ;100(10):1716-23</span></li>
            <li><span>Dalal HM, Zawada A, Jolly K, Moxham T, Taylor R. Home based versus centre based cardiac rehabilitation: Cochrane systematic review and meta-analysis. <i>BMJ</i>. 2010;340:b5631.</span></li>

            <li><span>Romberg A, Virtanen A, Ruutiainen J, <i>et al</i>. Long-term exercise improves functional impairment but not quality of life in multiple sclerosis. <i>J Neurol</i>. 2005;252(7):839–45.
            </span></li>
            <li><span>Gaber TA, Oo WW, Gautam V, <i>et al</i>. Outcomes of inpatient rehabilitation of patients with multiple sclerosis. <i>NeuroRehabilitation</i>. 2012;30(2):97–100.
            </span></li><li><span>Solari A, Filippini G, Gasco P, <i>et al</i>. Physical rehabilitation has a positive effect on disability in multiple sclerosis patients. <i>Neurology</i>. 1999;52(1):57–62.
            </span></li><li><span>Boesen F, Norgaard F, Rasmussen P, <i>et al</i>. Effects on health related quality of life from multidisciplinary rehabilitation in multiple sclerosis: a randomized controlled trial - the Danish MS hospitals rehabilitation study. Abstract 116; ECTRIMS 2016
            </span></li><li><span>Finkelstein J, Lapshin O, Castro H, Cha E, Provance PG. Home-based physical telerehabilitation in patients with MS: a pilot study. <i>J Rehabil Res Dev</i>. 2008;45(9):1361-73.
            </span></li>
            <li><span>Amatya B, Galea MP, Kesselring J, Khan F. Effectiveness of telerehabilitation interventions in persons with MS: a systematic review. <i>Mult Scler Relat Disord</i>. 2015;4(4):358-69</span></li>
            <li><span>Khan F, Amatya B, Kesselring J, Galea MP. Telerehabilitation for persons with multiple sclerosis. A Cochrane review. <i>Eur J Phys Rehabil Med</i>. 2015;51(3):311-25.</span></li>


             <%--  231--%>

            <li><span>Conroy S, Zhan M, Culpepper WJ, <i>et al</i>. Self-directed exercise in multiple sclerosis: Evaluation of a home automated tele-management system. <i>J Telemed Telecare</i>. 2017:1357633X17702757.
            </span></li>
            <li><span>Pardo G, Thiessen A, Fjeldstad C. Telerehabilitation in multiple sclerosis: results of a randomized, 3-arm, rater blinded, feasibility and efficacy pilot study; gait and balance report. Abstract 120; ECTRIMS 2016</span></li>

            <li><span>Burks JS, Bigley GK, Hill HH. (2009). Rehabilitation challenges in multiple sclerosis. <i>Annals of Indian Academy of Neurology</i>. 2009;12(4), 296.
            </span></li><li><span>Twork S, Kugler J (2007) Multiple Sklerose – Krankheitsbewältigung, Therapiemotivation, Lebensqualität. Springer Verlag, Heidelberg. 
            </span></li>
            <li><span>Goldman Consensus Group. Statement on depression in multiple sclerosis. <i>Mult Scler</i>. 2005; 11: 328-337
                </span></li>
            
         
            <li><span>Beck AT, Steer RA, Brown GK. (1996). Beck depression inventory.
            </span></li><li><span>Thomas SA, Lomcoln NB. Assessment and treatments of depression and anxiety after stroke. In: K. Laidaw, B. Knight, editors. Handbook of emotional disorders in later life: Assessment and treatment. New York: Oxford Press; 2008.
            </span></li><li><span>Mohr DC, Goodkin DE. Treatment of depression in multiple sclerosis: Review and meta-analysis. <i>Clinical Psychology: Science and Practice</i> 1999;6:1-9.
            </span></li><li><span>Finlayson, M. (Editor) (2012). Multiple Sclerosis Rehabilitation: From Impairment to Participation. CRC Press/Taylor & Francis Publishing.
            </span></li><li><span>Schiffer RB, Wineman NM. Antidepressant pharmacotherapy of depression. <i>Am J Psychiatry</i>. 1990;147(1):1493-1497.
            </span></li>
            
            

              <%-- 241--%>
            <li><span>Ensari I, Motl RW, Pilutti LA. Exercise training improves depressive symptoms in people with multiple sclerosis: results of a meta-analysis. <i>Journal of Psychosomatic Research</i>. 2014;76(6):465-471.
            </span></li><li><span>Ensari I, Motl RW, McAuley E, Mullen SP, Feinstein A. Patterns and predictors of naturally occurring change in depressive symptoms over a 30-month period in multiple sclerosis. <i>Mult Scler</i>. 2014;20:602–9.
            </span></li><li><span>Lee-Starowicz M, Gianotten WL. Sexual dysfunction in patients with multiple sclerosis. <i>Handb Clin Neurol</i>. 2015;130:357-70.
            </span></li><li><span>Lew-Starowicz M, Rola R. Prevalence of sexual dysfunctions among women with multiple sclerosis. <i>Sex Disabil</i>. 2013;31:141-53.
            </span></li>
            <li><span>Gruenwald I, Vardi Y, Gartman I, <i>et al</i>. Sexual dysfunction in females with multiple sclerosis: quantitative sensory testing. <i>Mult Scler</i>. 2007;13:95–105.</span></li>
            <li><span>Bronner G, Elran, Golomb J, <i>et al</i>. Female sexuality in multiple sclerosis: the multidimensional nature of the problem and the intervention. <i>Acta Neurologica Scandinavica</i>. 2010;5:289-301.
            </span></li><li><span>Howard J, Trevick S, Younger DS. Epidemiology of multiple sclerosis. <i>Neurol Clin</i>. 2016;34:919–39 
            </span></li><li><span>British Society of Rehabilitation Medicine. Vocational assessment and rehabilitation for people with long-term neurological conditions: Recommendations for best practice. London: BSRM, 2010.
            </span></li><li><span>Bevan S, Zheltoukhova K, McGee R, Blazey L. Ready to Work? Meeting the Employment and Career Aspirations of People with Multiple Sclerosis. The Work Foundation, London; 2011
            </span></li><li><span>Green G, Todd J, Pevalin DJ. Biographical Disruption Associated with Multiple Sclerosis: Using Propensity Scoring to Assess the Impact. <i>Social Science and Medicine</i>. 2007;65(3): 524-535.
            </span></li>
            
            
                   <%--  251--%>

            <li><span>British Society of Rehabilitation Medicine; 2006
            </span></li><li><span>DeLuca J, Nocentini U. Neuropsychological, medical and rehabilitative management of persons with multiple sclerosis. <i>NeuroRehabilitation</i>. 2011;29(3):197–219
            </span></li><li><span>O’Connor RJ, Cano SJ, Torrenta L. Factors influencing work retention for people with multiple sclerosis: Cross-sectional studies using qualitative and quantitative methods. <i>J Neurol</i>. 2005; 252: 892–896.
            </span></li><li><span>Messmer Uccelli M, Specchia C, Battaglia MA. Factors that influence the employment status of people with multiple sclerosis: A multi-national study. <i>J Neurol</i>. 2009; 256: 1989–1996.
            </span></li>
            <li><span>Moore P, Harding KE, Clarkson H, <i>et al</i>. Demographic and clinical factors associated with changes in employment in multiple sclerosis. <i>Mult Scler</i>. 2013;19(12):1647–54.</span></li>
            <li><span>Global MS Employment Report 2016; MS International Federation
            </span></li>
            <li><span>Kobelt G, Berg J, Lindgren P, <i>et al</i>. Costs and quality of life of people with MS in Europe. <i>J Neurol Neurosurg Psychiatry</i>. 2006;77(8): 918–926.</span></li>
            <li><span>Julian LJ, Vella L, Vollmer T, Hadjimichael O, Mohr DC. Employment in multiple sclerosis. Exiting and re-entering the work force. <i>J Neurol</i>. 2008;255(9):1354-60. </span></li>
             <li><span>Finlayson M. Multiple sclerosis rehabilitation: From impairment to participation. 2012
            </span></li><li><span>Simmons RD, Tribe KL, McDonald EA. Living with multiple sclerosis: Longitudinal changes in employment and the importance of symptom management. <i>J Neurol</i>. 2010;257:926–936.
            </span></li>
            
            
            <%--  261--%>
            <li><span>Honarmand K, Akbar N, Kou N, Feinstein A. Predicting employment status in multiple sclerosis patients: the utility of the MS functional composite. <i>J Neurol</i>. 2011;258:244–249 
            </span></li><li><span>Strober LB, Christodoulou C, Benedict RH, <i>et al</i>. Unemployment in multiple sclerosis: the contribution of personality and disease. <i>Mult Scler</i>. 2012;18:647–653
            </span></li><li><span>Morrow SA, Drake A, Zivadinov R, <i>et al</i>. Predicting loss of employment over three years in multiple sclerosis: clinically meaningful cognitive decline. <i>Clin Neuropsy¬chol</i>. 2010;24:1131–1145
            </span></li>
            <li><span>Staley K, Hanley B. (2006). Incapacity benefit and employment – the experiences of people with MS or arthritis. Published by the Multiple Sclerosis Society and Arthritis Care.
            </span></li><li><span>Smith MM, Arnett PA. Factors related to employment status changes in individuals with multiple sclerosis. <i>Mult Scler</i>. 2005;11:602–609; 
            </span></li><li><span>Glanz BI, Dégano IR, Rintell DJ, <i>et al</i>. Work productivity in relapsing multiple sclerosis: associations with disability, depression, fatigue, anxiety, cognition, and health-related quality of life. <i>Value Health</i>. 2012;15:1029–1035 

                    </span></li>
            <li><span>Cadden M, Arnett P. Factors Associated with Employment Status in Individuals with Multiple Sclerosis. <i>Int J MS Care</i>. 2015;17(6):284-91
            </span></li>
            <li><span>Johnson KL, Klasner ER, Amtmann D. Medical, psychological, social and programmatic barriers to employment for people with multiple sclerosis. <i>J Rehabil</i>. 2004; 70: 38–49.
            </span></li><li><span>van der Hiele K, van Gorp D, Benedict R, <i>et al</i>. Coping strategies in relation to negative work events and accommodations in employed MS patients. <i>Mult Scler J Exp Transl Clin</i>. 2016;2: 2055217316680638. 
            </span></li><li><span>Coyne K, Boscoe A, Currie B, <i>et al</i>. Understanding drivers of employment changes in a multiple sclerosis population.  <i>Int J MS Care</i>. 2015;17:245–252

                    </span></li>

             <%--  271--%>
            <li><span>Doogan C, Playford ED. Supporting work for people with multiple sclerosis. <i>Mult Scler</i>. 2014;20:646–60 
            </span></li><li><span>Leslie M, Kinyanjui B, Bishop M, <i>et al</i>. Patterns in workplace accommodations for people with multiple sclerosis to overcome cognitive and other disease-related limitations. <i>NeuroRehabilitation</i>. 2015;37(3):425-36.
            </span></li><li><span>Finch E, <i>et al</i>. Physical rehabilitation outcome measures: a guide to enhanced clinical decision-making, 2nd editon. Hamilton, Ontario, Canadian Physiotherapy Association, 2002.
            </span></li>
            <li><span>Scherer MJ. Assessing the benefits of using assistive technologies and other supports for thinking, remembering and learning. <i>Disability and Rehabilitation</i>. 2005;27:731-739.
            </span></li><li><span>Scherer MJ, <i>et al</i>. Predictors of assistive technology use: the importance of personal and psychosocial factors. <i>Disability and Rehabilitation</i>. 2005;27:1321-1331.
            </span></li><li><span>Khan F, Ng L, Turner-Stokes L. Effectiveness of vocational rehabilitation intervention on the return to work and employment of persons with multiple sclerosis. <i>Cochrane Database Syst Rev</i>. 2009;1: CD007256.

                    </span></li>
            <li><span>Sweetland J, Howse E, Playford ED. A systematic review of research undertaken in vocational rehabilitation for people with multiple sclerosis. <i>Disabil Rehabil</i>. 2012; 34: 2031–2038.
            </span></li>
            <li><span>Kirk-Brown A, Van Dijk P, Simmons R, <i>et al</i>. Disclosure of diagnosis of multiple sclerosis in the workplace positively affects employment status and job tenure. <i>Mult Scler</i>. 2014;20(7):871–6 
            </span></li><li><span><a href="http://www.legislation.gov.uk/ukpga/2010/15/contents" target="_blank">http://www.legislation.gov.uk/ukpga/2010/15/contents</a>
            </span></li><li><span>Sweetland J, Riazi A, Cano SJ, <i>et al</i>. Vocational rehabilitation services for people with multiple sclerosis: What patients want from clinicians and employers. <i>Mult Scler</i>. 2007;13: 1183–1189.

                    </span></li>
            <li><span><a href="http://www.emsp.org/wp-content/uploads/2016/01/PPP-Working-Out-MSin-the-Workplace-Toolkit-Jan2016.pdf" target="_blank">www.emsp.org/wp-content/uploads/2016/01/PPP-Working-Out-MSin-the-Workplace-Toolkit-Jan2016.pdf</a>

                    </span></li>

        </ul>
        </div>
    </div>
</asp:Content>
